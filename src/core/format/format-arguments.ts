/**
 * The argument checks every number formatter shares (spec: money formatting errors if the value
 * or precision is not a number or the precision is negative). A bad argument is a programming
 * error, never a borrower's input, so it throws with the formatter's name in the message.
 */
export function checkValueAndPrecision(fn: string, value: unknown, precision: unknown): void {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError(`${fn}: value must be a finite number, got ${String(value)}`);
  if (typeof precision !== 'number' || !Number.isInteger(precision))
    throw new TypeError(`${fn}: precision must be an integer, got ${String(precision)}`);
  if (precision < 0) throw new RangeError(`${fn}: precision must not be negative, got ${precision}`);
}
