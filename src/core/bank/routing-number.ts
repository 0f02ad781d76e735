/**
 * TEMPORARY stand-in for offer-math's module of the same name (same two exports); removed before
 * merging main, which brings the real one.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0 && value !== '000000000';
}

export function maskAccountNumber(value: string): string {
  return `••••${value.slice(-4)}`;
}
