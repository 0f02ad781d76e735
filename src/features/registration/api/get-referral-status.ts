import type { HttpClient } from '@/core/http/http-client';
import type { ReferralStatusResponse } from '@/generated/types/referral-status-response';

/** GET .../heloc/referral-id/{referralUuid}: whether a referral link is still open, and whom it went to. */
export function getReferralStatus(http: HttpClient, referralUuid: string): Promise<ReferralStatusResponse> {
  return http<ReferralStatusResponse>(
    'GET',
    `/service-application/external/api/v1/heloc/referral-id/${encodeURIComponent(referralUuid)}`,
    { external: true },
  );
}
