import type { ProfileResponse } from '@/generated/types/profile-response';

/** The parts of a profile that say what kind it is. */
export type ProfileKind = Partial<Pick<ProfileResponse, 'type' | 'profileType'>>;

/**
 * The profile's type. borrower-journey.md names the field `type` and the contract follows it;
 * platform-services.md names it `profileType`, so a back end that followed that document is read
 * too, but only when it sends no `type`.
 */
export function profileTypeOf(profile: ProfileKind | null | undefined): string | undefined {
  return profile?.type ?? profile?.profileType;
}

/** A profile of type CO_DEEDER belongs in the signer flow, never on the main app. */
export function isCoDeeder(profile: ProfileKind | null | undefined): boolean {
  return profileTypeOf(profile) === 'CO_DEEDER';
}
