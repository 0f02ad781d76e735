import type { HttpClient } from '@/core/http/http-client';
import type { CreatedResponse } from '@/generated/types/created-response';
import type { WaitlistRequest } from '@/generated/types/waitlist-request';

/** POST /waitlist/home-equity-loan-plus: the borrower asks to hear when the lender serves their state. */
export function postWaitlist(http: HttpClient, body: WaitlistRequest) {
  return http<CreatedResponse>('POST', '/waitlist/home-equity-loan-plus', { body, external: true });
}
