import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { LoginKind } from '@/core/session/login-mode';
import type { IdentitySummaryResponse } from '@/generated/types/identity-summary-response';
import { useHttp } from '@/renderer/http/http-context';

const APPLICATION_NAME = 'heloc';

/**
 * GET /identity-broker/{customer|agent}/secure/api/v3/self/figureinfo (application name header).
 * Here, not with the other identity calls (session-identity.ts): the signed-in top bar asks it on
 * every page, and needs none of them.
 */
export function getSelfInfo(http: HttpClient, kind: LoginKind): Promise<IdentitySummaryResponse> {
  return http<IdentitySummaryResponse>('GET', `/identity-broker/${kind}/secure/api/v3/self/figureinfo`, {
    headers: { 'x-application-name': APPLICATION_NAME },
  });
}

function selfInfoQuery(http: HttpClient, kind: LoginKind) {
  return queryOptions({
    queryKey: ['session', 'self-info', kind],
    queryFn: () => getSelfInfo(http, kind),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * True while the person signed in on the agent path is an agent by the identity broker's
 * figureinfo (isAgent, platform spec section 6). Asked only for a session of the agent path: a
 * borrower's session never is one, and spends no call on it.
 */
export function useIsAgent(kind: LoginKind | null): boolean {
  const self = useQuery({ ...selfInfoQuery(useHttp(), kind ?? 'customer'), enabled: kind === 'agent' });
  return kind === 'agent' && self.data?.isAgent === true;
}
