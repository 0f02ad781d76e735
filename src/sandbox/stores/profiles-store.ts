import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../db';
import { identityAliases, type Identity } from './identities-store';
import type { ProfileResponse } from '@/generated/types/profile-response';
import type { HomeAddress, ProfileName, StoredProfile } from '@/generated/types/stored-profile';

type ProfileRow = {
  uuid: string;
  identity_uuid: string;
  profile_type: string;
  name: string;
  dob: string | null;
  home_address: string | null;
  updated_at: string;
};

const EMPTY_NAME: ProfileName = { firstName: null, middleName: null, lastName: null, suffix: null };

/** Made with the identity: the profile exists, empty, from the first signed-in call on. */
export function createProfile(
  db: SandboxDb,
  identity: Identity,
  at: Date,
  type: StoredProfile['type'] = 'BORROWER',
): void {
  db.run('INSERT INTO profiles (uuid, identity_uuid, org, profile_type, name, updated_at) VALUES (?, ?, ?, ?, ?, ?)', [
    randomUUID(),
    identity.uuid,
    identity.org,
    type,
    JSON.stringify(EMPTY_NAME),
    at.toISOString(),
  ]);
}

export function readProfile(db: SandboxDb, identityUuid: string): StoredProfile | undefined {
  const row = db.get<ProfileRow>('SELECT * FROM profiles WHERE identity_uuid = ?', [identityUuid]);
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    identityUuid: row.identity_uuid,
    type: row.profile_type === 'CO_DEEDER' ? 'CO_DEEDER' : 'BORROWER',
    name: JSON.parse(row.name) as ProfileName,
    dob: row.dob,
    homeAddress: row.home_address ? (JSON.parse(row.home_address) as HomeAddress) : null,
    updatedAt: row.updated_at,
  };
}

export interface ProfileChanges {
  name?: ProfileName;
  dob?: string;
  homeAddress?: HomeAddress;
}

export function updateProfile(db: SandboxDb, identityUuid: string, changes: ProfileChanges, at: Date): void {
  const current = readProfile(db, identityUuid);
  if (!current) throw new Error(`No profile for identity ${identityUuid}`);
  const homeAddress = changes.homeAddress ?? current.homeAddress;
  db.run('UPDATE profiles SET name = ?, dob = ?, home_address = ?, updated_at = ? WHERE identity_uuid = ?', [
    JSON.stringify(changes.name ?? current.name),
    changes.dob ?? current.dob,
    homeAddress ? JSON.stringify(homeAddress) : null,
    at.toISOString(),
    identityUuid,
  ]);
}

/** GET /service-profile/api/v1/profile: email, phone and aliases are the identity's own. */
export function profileView(profile: StoredProfile, identity: Identity): ProfileResponse {
  return {
    uuid: profile.uuid,
    organizationCode: identity.org,
    type: profile.type,
    email: identity.email,
    name: profile.name,
    dob: profile.dob,
    // An additional signer may have registered without a phone.
    phoneNumbers: identity.phone ? [{ type: 'MOBILE', number: identity.phone }] : [],
    addresses: profile.homeAddress ? [{ type: 'HOME', ...profile.homeAddress }] : [],
    isBroker: false,
    aliases: identityAliases(identity),
    twoFactorEnabled: false,
    passwordExpired: false,
    updatedAt: profile.updatedAt,
  };
}
