import type { HttpClient } from '@/core/http/http-client';
import { getReferralStatus } from '../api/get-referral-status';

export interface ReferralCheck {
  /** The referral the create call names (referralId): only one still PENDING. */
  referralId: string | null;
  /** The address the referral was sent to, a prefill for the email step. */
  email: string | null;
}

/**
 * The referral-id status (borrower-journey.md section 7, status and email) of a landing link's
 * referralId. A referral that already started an application, or one the service does not know
 * (or cannot answer for), is not passed on: the application would be credited to a used or
 * unknown referral.
 */
export async function checkReferral(http: HttpClient, referralUuid: string | null): Promise<ReferralCheck> {
  if (!referralUuid) return { referralId: null, email: null };
  try {
    const { status, email } = await getReferralStatus(http, referralUuid);
    return status === 'PENDING' ? { referralId: referralUuid, email } : { referralId: null, email: null };
  } catch {
    return { referralId: null, email: null };
  }
}
