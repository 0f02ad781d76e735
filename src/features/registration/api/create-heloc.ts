import type { HttpClient } from '@/core/http/http-client';
import { IDEMPOTENCY_HEADER } from '@/core/http/idempotency';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';

/**
 * POST /service-application/api/v3/application/helocs?state=XX: creates the application and runs
 * the soft pull. With an idempotency key (schemas/api/write-headers) a repeat of the same
 * request answers the same application, so the call is safe to retry.
 */
export function createHeloc(
  http: HttpClient,
  state: string,
  body: HelocCreateRequest,
  idempotencyKey?: string,
): Promise<HelocApplication> {
  return http<HelocApplication>('POST', '/service-application/api/v3/application/helocs', {
    query: { state },
    body,
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
  });
}
