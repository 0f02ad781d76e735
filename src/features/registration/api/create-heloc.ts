import type { HttpClient } from '@/core/http/http-client';

export interface CreatedApplication {
  uuid: string;
  status: { checklistStatus: string; [key: string]: unknown };
  decision?: string;
  subDecision?: string;
  offers?: { offers?: unknown[] } | null;
  property?: { state?: string };
}

/** POST /service-application/api/v3/application/helocs?state=XX: creates the application and runs the soft pull. */
export function createHeloc(http: HttpClient, state: string, body: Record<string, unknown>) {
  return http<CreatedApplication>('POST', '/service-application/api/v3/application/helocs', { query: { state }, body });
}
