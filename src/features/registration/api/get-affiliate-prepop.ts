import type { HttpClient } from '@/core/http/http-client';

export interface AffiliatePrepop {
  name?: { firstName?: string; lastName?: string };
  address?: { street1?: string; street2?: string; city?: string; state?: string; zip?: string };
  dob?: string;
  email?: string;
  phone?: string;
  income?: number;
  affiliates?: unknown[];
  abVersion?: string;
}

export function getAffiliatePrepop(http: HttpClient, affiliateId: string, token: string) {
  return http<AffiliatePrepop>('GET', '/a/external/prepop', { query: { affiliateId, token }, external: true });
}
