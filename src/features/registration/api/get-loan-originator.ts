import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';

export interface LoanOriginator {
  uuid: string;
  originatorDisplayInfo: { originatorName?: string; brokerName?: string; avatarUri?: string; email?: string; phoneNumber?: string; nmls?: string };
  enforceLicensedStatesForReferral: boolean;
}

export function getLoanOriginator(http: HttpClient, uuid: string, orgCode: string) {
  return http<LoanOriginator>('GET', `/service-lead-portal/api/lo/${encodeURIComponent(uuid)}`, { query: { organization: orgCode }, external: true });
}

/** Cached 10 minutes, no retry (platform-services.md section 7). */
export const loanOriginatorQuery = (http: HttpClient, uuid: string, orgCode: string) =>
  queryOptions({ queryKey: ['loan-originator', uuid, orgCode], queryFn: () => getLoanOriginator(http, uuid, orgCode), staleTime: 10 * 60 * 1000, gcTime: 10 * 60 * 1000, retry: false });
