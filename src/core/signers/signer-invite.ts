/** An additional signer (a co-owner on the title) the borrower invites on signing/additional. */
export interface SignerInviteValues {
  firstName: string;
  lastName: string;
  email: string;
}

export type SignerInviteField = keyof SignerInviteValues;
export const SIGNER_INVITE_FIELDS: readonly SignerInviteField[] = ['firstName', 'lastName', 'email'];

/** Message keys; the words come from the screen's copy. */
export type SignerInviteErrors = Partial<Record<SignerInviteField, 'firstNameRequired' | 'firstNameShort' | 'lastNameRequired' | 'lastNameShort' | 'nameCharacters' | 'emailRequired' | 'emailInvalid' | 'emailTaken'>>;

// Names as on a government ID: letters, hyphens and spaces (borrower-journey section 5).
const NAME = /^[A-Za-z][A-Za-z -]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `taken`: emails already invited (and the borrower's own), compared without case. */
export function validateSignerInvite(values: SignerInviteValues, taken: readonly string[] = []): SignerInviteErrors {
  const errors: SignerInviteErrors = {};
  const first = values.firstName.trim();
  const last = values.lastName.trim();
  const email = values.email.trim().toLowerCase();
  if (!first) errors.firstName = 'firstNameRequired';
  else if (!NAME.test(first)) errors.firstName = 'nameCharacters';
  else if (first.length < 2) errors.firstName = 'firstNameShort';
  if (!last) errors.lastName = 'lastNameRequired';
  else if (!NAME.test(last)) errors.lastName = 'nameCharacters';
  else if (last.length < 2) errors.lastName = 'lastNameShort';
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'emailInvalid';
  else if (taken.some((t) => t.toLowerCase() === email)) errors.email = 'emailTaken';
  return errors;
}
