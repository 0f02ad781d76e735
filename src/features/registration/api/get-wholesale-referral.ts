import type { HttpClient } from '@/core/http/http-client';

export interface WholesaleReferral {
  firstName?: string;
  lastName?: string;
  suffix?: string;
  address?: { street1?: string; street2?: string; city?: string; state?: string; zip?: string };
  phoneNumber?: string;
  email?: string;
}

export function getWholesaleReferral(http: HttpClient, referralUuid: string) {
  return http<WholesaleReferral>('GET', `/service-lead-portal/api/referrals/${encodeURIComponent(referralUuid)}`, {
    external: true,
  });
}
