import copyJson from '@flows/registration/copy.json' with { type: 'json' };
import type { RegistrationCopy } from '@/generated/types/registration-copy';

export type { RegistrationCopy };

/** flows/registration/copy.json; npm run validate checked it against the schema this type comes from. */
export const registrationCopy = copyJson as unknown as RegistrationCopy;

/** A registration failure the borrower sees in place (it starts with the not-offered prefix), rather than a trip to /dashboard. */
export function isNotOfferedError(message: string): boolean {
  return message.trim().toLowerCase().startsWith(registrationCopy.notOffered.matchPrefix.toLowerCase());
}
