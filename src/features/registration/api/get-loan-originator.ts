import type { HttpClient } from '@/core/http/http-client';

export interface LoanOriginator {
  uuid: string;
  originatorDisplayInfo: {
    originatorName?: string;
    brokerName?: string;
    avatarUri?: string;
    email?: string;
    phoneNumber?: string;
    nmls?: string;
  };
  enforceLicensedStatesForReferral: boolean;
}

export function getLoanOriginator(http: HttpClient, uuid: string, orgCode: string) {
  return http<LoanOriginator>('GET', `/service-lead-portal/api/lo/${encodeURIComponent(uuid)}`, {
    query: { organization: orgCode },
    external: true,
  });
}
