import type { HttpClient } from '@/core/http/http-client';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';

/** POST /service-application/api/v3/application/helocs?state=XX: creates the application and runs the soft pull. */
export function createHeloc(http: HttpClient, state: string, body: HelocCreateRequest): Promise<HelocApplication> {
  return http<HelocApplication>('POST', '/service-application/api/v3/application/helocs', { query: { state }, body });
}
