/**
 * The numeric check (platform-services section 5): valid only for a number that is not NaN and
 * lies within the optional minimum and maximum (both inclusive).
 */
export function isValidNumber(value: unknown, min?: number, max?: number): value is number {
  if (typeof value !== 'number' || Number.isNaN(value)) return false;
  if (min !== undefined && value < min) return false;
  if (max !== undefined && value > max) return false;
  return true;
}
