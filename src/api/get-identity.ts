import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { IdentityResponse } from '@/generated/types/identity-response';
import { useHttp } from '@/renderer/http/http-context';

/**
 * GET /identity/secure/api/v1_1/identity: the signed-in identity. Registration reads it right after
 * storing a new jwt; an application's helocSigners list its uuid (not the profile's), so it tells
 * an additional signer from the borrower.
 */
export function getIdentity(http: HttpClient): Promise<IdentityResponse> {
  return http<IdentityResponse>('GET', '/identity/secure/api/v1_1/identity');
}

function identityQuery(http: HttpClient) {
  return queryOptions({ queryKey: ['identity'], queryFn: () => getIdentity(http), staleTime: Infinity });
}

/** Asked only when an application lists signers (`enabled`). */
export function useIdentity(enabled = true) {
  return useQuery({ ...identityQuery(useHttp()), enabled });
}
