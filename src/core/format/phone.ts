/**
 * US phone numbers as the registration form shows and sends them. The form has no country-code
 * menu: the borrower types 10 digits and sees "(555) 555-5555"; the back end gets "+15555555555".
 * A leading 1 is kept, not silently dropped, so the form can say 'Country code 1 is not needed'.
 */

const DIGITS_IN_A_NUMBER = 10;

/** As-you-type formatting: at most 10 digits, so never more than 14 characters. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, DIGITS_IN_A_NUMBER);
  if (digits.length === 0) return '';
  // "(555" rather than "(555)" until a fourth digit arrives, so backspace can delete the ")".
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** "(555) 555-5555" -> "+15555555555": spaces, parentheses and dashes removed, +1 in front. */
export function phoneToE164(formatted: string): string {
  return `+1${formatted.replace(/\D/g, '')}`;
}

/** "+15555555555" (a profile or prefill source) -> "(555) 555-5555" for the form. */
export function phoneFromE164(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return formatPhone(digits.length === DIGITS_IN_A_NUMBER + 1 && digits.startsWith('1') ? digits.slice(1) : digits);
}
