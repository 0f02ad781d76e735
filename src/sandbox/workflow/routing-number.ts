const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/** The ABA checksum: 3, 7, 1 weights over the nine digits sum to a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0), 0);
  return sum % 10 === 0;
}
