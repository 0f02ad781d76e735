import type { HttpClient } from '@/core/http/http-client';
import type { LoginKind } from '@/core/session/login-mode';
import { catalogue } from '@/core/platform/platform-copy';
import type { IdentityResponse } from '@/generated/types/identity-response';
import type { IdentitySummaryResponse } from '@/generated/types/identity-summary-response';
import type { OptimizeFeatureRequest } from '@/generated/types/optimize-feature-request';
import type { OptimizeFeatureResponse } from '@/generated/types/optimize-feature-response';
import type { ProfileResponse } from '@/generated/types/profile-response';
import { getProfile } from './get-profile';
import { getSelfInfo } from './get-self-info';

/** GET /identity/secure/api/v1/identity with the Authorization header given (a token just received). */
export function getIdentityV1(http: HttpClient, token: string): Promise<IdentityResponse> {
  return http<IdentityResponse>('GET', '/identity/secure/api/v1/identity', {
    headers: { authorization: `Bearer ${token}` },
    // A token just received that names nobody is a failed sign-in, shown there.
    sessionEnd: 'ignore',
  });
}

/** PUT /identity/secure/api/v1/identity/alias: the signed-in identity's phone alias. */
export function putPhoneAlias(http: HttpClient, phoneNumber: string): Promise<IdentityResponse> {
  return http<IdentityResponse>('PUT', '/identity/secure/api/v1/identity/alias', {
    body: { type: 'Phone', value: phoneNumber },
  });
}

export interface ProfileLookup {
  profileUuid: string;
  profile: ProfileResponse | null;
  self: IdentitySummaryResponse | null;
}

/**
 * The signed-in person's profile from its two sources (platform spec, section 8): the profile
 * service, and the identity broker's self info. 'User not found' when both fail; 'No profile
 * uuid' when an answer came but names no profile.
 */
export async function lookupProfile(http: HttpClient, kind: LoginKind): Promise<ProfileLookup> {
  const [profile, self] = await Promise.allSettled([getProfile(http), getSelfInfo(http, kind)]);
  if (profile.status === 'rejected' && self.status === 'rejected') {
    throw new Error(catalogue.userNotFound, { cause: profile.reason });
  }
  const found = {
    profile: profile.status === 'fulfilled' ? profile.value : null,
    self: self.status === 'fulfilled' ? self.value : null,
  };
  const profileUuid = found.profile?.uuid || found.self?.profileUuid;
  if (!profileUuid) throw new Error(catalogue.noProfileUuid);
  return { profileUuid, ...found };
}

/**
 * POST /service-optimize/heloc/api/v1/feature for one of the session flags of
 * flows/platform/session.json (login modes, API base URL), for this org.
 */
export function getSessionFlag(
  http: HttpClient,
  featureKey: string,
  orgCode: string,
): Promise<OptimizeFeatureResponse> {
  const body: OptimizeFeatureRequest = { featureKey, optimizeUser: { attributes: { orgCode } } };
  return http<OptimizeFeatureResponse>('POST', '/service-optimize/heloc/api/v1/feature', { body });
}
