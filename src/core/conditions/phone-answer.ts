import { phoneToE164 } from '@/core/format/phone';

/** Why a typed mobile number cannot be sent; each is a copy key of the phone-number screen. */
export type PhoneProblem = 'phoneRequired' | 'phoneCountryCode' | 'phoneInvalid';

/**
 * The mobile number as typed ("(415) 555-0123") checked the way the contact form checks it:
 * 10 digits, no leading country code 1, an area code that does not start with 0. Answers the
 * number to send (+1 and the digits) or the problem.
 */
export function checkMobilePhone(typed: string): { phoneNumber: string } | { problem: PhoneProblem } {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 0) return { problem: 'phoneRequired' };
  if (digits.startsWith('1')) return { problem: 'phoneCountryCode' };
  if (digits.length !== 10 || digits.startsWith('0')) return { problem: 'phoneInvalid' };
  return { phoneNumber: phoneToE164(digits) };
}
