import type { AbilityToStartResponse } from '@/generated/types/ability-to-start-response';

/**
 * Wholesale applicants with an active wholesale application are sent to the wholesale login
 * (borrower-journey.md section 6). A brand names its wholesale channel (manifest
 * wholesaleCounterpartOrg); when the search service finds an active application of the
 * borrower's email there, they sign in on that brand (its login, by ?org=) instead of starting a
 * second application here. Null otherwise.
 */
export function wholesaleLoginPath(
  ability: Pick<AbilityToStartResponse, 'organizationsWithActiveApplication'>,
  wholesaleOrg: string | undefined,
  loginPath = '/auth/login',
): string | null {
  if (!wholesaleOrg || !ability.organizationsWithActiveApplication.includes(wholesaleOrg)) return null;
  const query = new URLSearchParams({ org: wholesaleOrg, redirectUrl: '/dashboard' });
  return `${loginPath}?${query.toString()}`;
}
