import type { PostalAddress } from '@/generated/types/postal-address';

export type { PostalAddress };

/** "123 MAIN ST" -> "123 Main St"; keeps ordinal suffixes lower case ("5th"). */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s\-/'])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Footer form: title-cased street and city, then state and zip as written. */
export function formatCompanyAddress(address: PostalAddress): string {
  const street = [address.street1, address.street2]
    .filter(Boolean)
    .map((s) => titleCase(s!))
    .join(', ');
  return `${street}, ${titleCase(address.city)}, ${address.state.toUpperCase()} ${address.zip}`;
}
