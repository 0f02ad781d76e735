import type { HttpClient } from '@/core/http/http-client';
import type { HelocStatusResponse } from '@/generated/types/heloc-status-response';
import { applicationBase } from './application-base';

/**
 * POST BASE/tasks/{task}: one call for every borrower action (src/sandbox/README.md, "Tasks").
 * Answers the status after the task, so the caller routes at once; 400/409 reject with the
 * server's message (HttpError). The body may hold an SSN or an account number: never log it.
 */
export function postTask(http: HttpClient, uuid: string, task: string, body: unknown): Promise<HelocStatusResponse> {
  return http<HelocStatusResponse>('POST', `${applicationBase(uuid)}/tasks/${encodeURIComponent(task)}`, {
    body: body ?? {},
  });
}
