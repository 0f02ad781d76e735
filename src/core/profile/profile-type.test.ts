import { describe, expect, it } from 'vitest';
import { isCoDeeder, profileTypeOf, type ProfileKind } from './profile-type';

describe('profile type', () => {
  it.each<[string, ProfileKind | null, boolean]>([
    ['type CO_DEEDER, as the contract names it', { type: 'CO_DEEDER' }, true],
    ['type BORROWER', { type: 'BORROWER' }, false],
    ['profileType CO_DEEDER from a back end without type', { profileType: 'CO_DEEDER' }, true],
    ['type wins over profileType', { type: 'BORROWER', profileType: 'CO_DEEDER' }, false],
    ['no profile', null, false],
  ])('%s', (_name, profile, coDeeder) => expect(isCoDeeder(profile)).toBe(coDeeder));

  it('reads the type by its contract name', () => {
    expect(profileTypeOf({ type: 'CO_DEEDER' })).toBe('CO_DEEDER');
    expect(profileTypeOf({})).toBeUndefined();
  });
});
