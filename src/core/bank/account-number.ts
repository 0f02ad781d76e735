/**
 * Account numbers are shown only as their last four digits (common brief: nothing sensitive on
 * screen or in logs). The API may hand us the full number or the provider's mask ("1234",
 * "****1234", "xxxx1234"), so both go through the same function.
 */

const BULLETS = '••••';

/**
 * maskAccountNumber('000123456789') === '••••6789'; maskAccountNumber('****1234') === '••••1234'.
 * Only digits count, so mask characters never leak through; no digits gives '••••' alone.
 */
export function maskAccountNumber(accountNumberOrMask: string | null | undefined): string {
  const digits = typeof accountNumberOrMask === 'string' ? accountNumberOrMask.replace(/\D/g, '') : '';
  return BULLETS + digits.slice(-4);
}
