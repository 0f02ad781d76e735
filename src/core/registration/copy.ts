import copyJson from '@flows/registration/copy.json' with { type: 'json' };
import type { RegistrationCopy } from '@/generated/types/registration-copy';
import type { RegistrationProduct } from './context';

export type { RegistrationCopy };

/** flows/registration/copy.json; npm run validate checked it against the schema this type comes from. */
export const registrationCopy = copyJson as unknown as RegistrationCopy;

/** A registration failure the borrower sees in place (it starts with the not-offered prefix), rather than a trip to /dashboard. */
export function isNotOfferedError(message: string): boolean {
  return message.trim().toLowerCase().startsWith(registrationCopy.notOffered.matchPrefix.toLowerCase());
}

/**
 * The header title for this product (flows/registration/copy.json products). Here, not in
 * products.ts, which the shell's footer reads on every page: these words load with registration.
 */
export function productWords(product: RegistrationProduct): { title: string } {
  const words: { title?: string } = registrationCopy.products[product];
  return { title: words.title ?? registrationCopy.header.title };
}
