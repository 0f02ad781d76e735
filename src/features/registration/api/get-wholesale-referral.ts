import type { HttpClient } from '@/core/http/http-client';
import type { WholesaleReferralResponse } from '@/generated/types/wholesale-referral-response';

export type WholesaleReferral = Partial<WholesaleReferralResponse>;

export function getWholesaleReferral(http: HttpClient, referralUuid: string) {
  return http<WholesaleReferral>('GET', `/service-lead-portal/api/referrals/${encodeURIComponent(referralUuid)}`, {
    external: true,
  });
}
