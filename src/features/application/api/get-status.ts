import type { HttpClient } from '@/core/http/http-client';
import type { HelocStatusResponse } from '@/generated/types/heloc-status-response';
import { applicationBase } from './application-base';

/**
 * GET BASE/status, polled by routing. Not a query: routing decides when to ask again (capped
 * back-off), and an old answer must never be reused for a decision.
 */
export function getStatus(http: HttpClient, uuid: string): Promise<HelocStatusResponse> {
  return http<HelocStatusResponse>('GET', `${applicationBase(uuid)}/status`);
}
