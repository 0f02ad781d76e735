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
    [
      'a fee over the $315 of the spec, as the lender charges it',
      [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 316 }],
      316,
    ],
    ['a fee of $400', [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 400 }], 400],
    ['a negative figure, left out', [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: -1 }], null],
    ['a figure that is not a number, left out', [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: Number.NaN }], null],
  ])('%s: $2', (_, costs, fee) => {
    expect(recordingFeeOf(costs)).toBe(fee);
  });
});
