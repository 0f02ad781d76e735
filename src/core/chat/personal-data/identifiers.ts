/**
 * A social security number as the Social Security Administration issues them: area not 000, 666
 * or 900-999, group not 00, serial not 0000.
 */
export function isSocialSecurityNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = +digits.slice(0, 3);
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

/** An individual taxpayer number (ITIN): area 9xx and group 50-65, 70-88, 90-92 or 94-99. */
export function isTaxpayerNumber(digits: string): boolean {
  if (!/^9\d{8}$/.test(digits)) return false;
  const group = +digits.slice(3, 5);
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 99 && group !== 93);
}

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** What nine digits are, if they are a number to hide. */
export function nineDigitKind(digits: string, writtenAsSsn: boolean): 'ssn' | 'routing' | null {
  const ssn = isSocialSecurityNumber(digits) || isTaxpayerNumber(digits);
  const routing = isRoutingNumber(digits);
  if (ssn && (writtenAsSsn || !routing)) return 'ssn';
  return routing ? 'routing' : ssn ? 'ssn' : null;
}
