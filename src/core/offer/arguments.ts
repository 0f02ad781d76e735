/**
 * Argument checks shared by the offer math. A bad argument is a programming error (the API
 * validators reject bad offers at the edge), so these throw rather than return a result the
 * borrower would see; the message names the function and the argument so a stack trace is enough.
 */

export function requireNumber(fn: string, name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`${fn}: ${name} must be a finite number, got ${String(value)}`);
  }
  return value;
}

export function requireNonNegative(fn: string, name: string, value: unknown): number {
  const n = requireNumber(fn, name, value);
  if (n < 0) throw new RangeError(`${fn}: ${name} must not be negative, got ${n}`);
  return n;
}
