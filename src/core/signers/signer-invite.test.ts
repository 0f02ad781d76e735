import { describe, expect, it } from 'vitest';
import { validateSignerInvite } from './signer-invite';

const sam = { firstName: 'Sam', lastName: 'Doe-Lee', email: 'sam@example.com' };

describe('validateSignerInvite', () => {
  it.each([
    [sam, {}],
    [{ ...sam, firstName: ' ' }, { firstName: 'firstNameRequired' }],
    [{ ...sam, firstName: 'S' }, { firstName: 'firstNameShort' }],
    [{ ...sam, lastName: '' }, { lastName: 'lastNameRequired' }],
    [{ ...sam, lastName: 'D' }, { lastName: 'lastNameShort' }],
    [{ ...sam, firstName: 'S@m' }, { firstName: 'nameCharacters' }],
    [{ ...sam, email: '' }, { email: 'emailRequired' }],
    [{ ...sam, email: 'sam@example' }, { email: 'emailInvalid' }],
  ] as const)('%j -> %j', (values, errors) => {
    expect(validateSignerInvite(values)).toEqual(errors);
  });

  it('refuses an email already invited, ignoring case', () => {
    expect(validateSignerInvite({ ...sam, email: 'SAM@example.com ' }, ['sam@example.com'])).toEqual({ email: 'emailTaken' });
  });
});
