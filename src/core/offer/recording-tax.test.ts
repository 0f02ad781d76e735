import { describe, expect, it } from 'vitest';
import { RECORDING_TAX_STATES, recordingTax, recordingTaxApplies } from './recording-tax';

describe('recordingTaxApplies', () => {
  // The spec's list, written out again so a typo in the module cannot hide.
  const taxed = 'AR CO HI IL IN KY LA MD ME MI MN MO NJ NV OK OR PA SD UT WV WY'.split(' ');
  it('holds exactly the 21 states of the spec', () => expect([...RECORDING_TAX_STATES].sort()).toEqual(taxed));
  it.each(taxed)('%s applies', (state) => expect(recordingTaxApplies(state)).toBe(true));
  it.each(['CA', 'TX', 'NY', 'FL', 'DC', '', 'P', 'PAX', undefined as unknown as string])('%s does not', (state) => {
    expect(recordingTaxApplies(state)).toBe(false);
  });
  it('ignores case and surrounding spaces', () => expect(recordingTaxApplies(' pa ')).toBe(true));
});

describe('recordingTax', () => {
  // amount * rate / 100,000, by hand, half even to cents.
  it.each([
    [100_000, 1_400, 1_400],
    [250_000, 700, 1_750],
    [123_456.78, 1_234, 1_523.46],
    [15_000, 0, 0],
    [1, 500, 0],
    [3, 500, 0.02],
    [400_000, 1_400, 5_600],
  ])('$%d at $%d per $100,000 -> $%d', (amount, rate, expected) => expect(recordingTax(amount, rate)).toBe(expected));

  it.each([
    ['a non-numeric amount', () => recordingTax('1' as unknown as number, 100), TypeError, /amount/],
    ['a negative amount', () => recordingTax(-1, 100), RangeError, /amount/],
    ['a negative rate', () => recordingTax(1, -1), RangeError, /perHundredThousand/],
    ['a rate above the spec ceiling', () => recordingTax(1, 1_400.01), RangeError, /at most 1400/],
  ])('rejects %s', (_name, call, error, message) => {
    expect(call).toThrow(error);
    expect(call).toThrow(message);
  });
});
