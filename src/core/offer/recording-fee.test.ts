import { describe, expect, it } from 'vitest';
import { RECORDING_FEE_MAX, recordingFeeOf } from './recording-fee';

describe('recordingFeeOf', () => {
  it.each([
    ['no costs', undefined, null],
    ['only a recording tax', [{ feeType: 'RECORDING_TAX', borrowerPaidAmount: 420 }], null],
    ['a $0 fee', [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 0 }], 0],
    [
      'a fee beside the tax',
      [
        { feeType: 'RECORDING_TAX', borrowerPaidAmount: 420 },
        { feeType: 'RECORDING_FEE', borrowerPaidAmount: 128 },
      ],
      128,
    ],
    ['the largest fee', [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: RECORDING_FEE_MAX }], 315],
  ])('%s: $2', (_, costs, fee) => {
    expect(recordingFeeOf(costs)).toBe(fee);
  });

  it.each([[-1], [316], [Number.NaN]])('refuses a fee of %s, outside $0 to $315', (amount) => {
    expect(() => recordingFeeOf([{ feeType: 'RECORDING_FEE', borrowerPaidAmount: amount }])).toThrow(RangeError);
  });
});
