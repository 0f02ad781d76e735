import type { HttpClient } from '@/core/http/http-client';
import type { CreatedResponse } from '@/generated/types/created-response';
import type { FeedbackRequest } from '@/generated/types/feedback-request';

/** POST /service-profile/api/v1/feedback/ceo (the provider's brand) or .../feedback: the feedback form. */
export function postFeedback(http: HttpClient, path: string, body: FeedbackRequest): Promise<CreatedResponse> {
  return http<CreatedResponse>('POST', path, { body });
}
