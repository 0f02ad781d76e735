import type { HttpClient } from '@/core/http/http-client';
import { APPLICATION_STATUS_HEADER, IDEMPOTENCY_HEADER } from '@/core/http/idempotency';
import { isTransient, retry, type RetryOptions } from '@/core/http/retry';
import type { HelocStatusResponse } from '@/generated/types/heloc-status-response';
import { applicationBase } from './application-base';

export interface TaskAttempt {
  /** One key per borrower action, the same on each retry: the back end applies the task once. */
  key: string;
  /** The status the screen was drawn for: the back end refuses the task (409) when the application has moved on. */
  madeFrom: string;
  /** Waits between retries (tests: at once). */
  sleep?: RetryOptions['sleep'];
}

/**
 * POST BASE/tasks/{task}: one call for every borrower action (src/sandbox/README.md, "Tasks").
 * Answers the status after the task, so the caller routes at once; 400/409 reject with the
 * server's message (HttpError). The body may hold an SSN or an account number: never log it.
 * With an attempt (schemas/api/write-headers) a blip (5xx, no answer) is retried with the same
 * key, safely: a task that went through answers its first result again.
 */
export function postTask(
  http: HttpClient,
  uuid: string,
  task: string,
  body: unknown,
  attempt?: TaskAttempt,
): Promise<HelocStatusResponse> {
  const send = () =>
    http<HelocStatusResponse>('POST', `${applicationBase(uuid)}/tasks/${encodeURIComponent(task)}`, {
      body: body ?? {},
      ...(attempt && {
        headers: { [IDEMPOTENCY_HEADER]: attempt.key, [APPLICATION_STATUS_HEADER]: attempt.madeFrom },
      }),
    });
  if (!attempt) return send();
  return retry(send, { retryable: isTransient, ...(attempt.sleep && { sleep: attempt.sleep }) });
}
