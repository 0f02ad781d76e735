import type { HttpClient } from '@/core/http/http-client';
import type { AffiliatePrepopResponse } from '@/generated/types/affiliate-prepop-response';

export type AffiliatePrepop = Partial<AffiliatePrepopResponse>;

export function getAffiliatePrepop(http: HttpClient, affiliateId: string, token: string) {
  return http<AffiliatePrepop>('GET', '/a/external/prepop', { query: { affiliateId, token }, external: true });
}
