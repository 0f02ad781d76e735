/**
 * ABA routing numbers, checked before a bank account is linked for autopay or disbursement
 * (the spec leaves the rules out: "Routing-number validation: rules not shown", so these are the
 * ABA's own). Catching a mistyped number here saves the borrower a failed deposit days later.
 */

/**
 * First two digits the ABA assigns: 00 the U.S. Government, 01-12 the Federal Reserve districts,
 * 21-32 thrift institutions, 61-72 electronic transactions, 80 traveller's cheques.
 * Anything else is not a routing number even when its checksum happens to work.
 */
function hasAssignedPrefix(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** 3, 7, 1 weights repeated: a single mistyped digit or most swaps of neighbours change the sum. */
function checksumHolds(digits: readonly number[]): boolean {
  const [d1, d2, d3, d4, d5, d6, d7, d8, d9] = digits as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return (3 * (d1 + d4 + d7) + 7 * (d2 + d5 + d8) + (d3 + d6 + d9)) % 10 === 0;
}

/**
 * Exactly nine digits (no spaces or dashes: the caller strips what the borrower typed), an
 * assigned prefix and the checksum. 000000000 is rejected although its checksum holds: no bank
 * has it, and it is what people type as a placeholder.
 */
export function isValidRoutingNumber(text: string): boolean {
  if (typeof text !== 'string' || !/^\d{9}$/.test(text)) return false;
  if (text === '000000000') return false;
  const digits = [...text].map(Number);
  return hasAssignedPrefix(Number(text.slice(0, 2))) && checksumHolds(digits);
}
