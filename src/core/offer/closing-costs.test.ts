import { expect, it } from 'vitest';
import { closingCostsTotal } from './closing-costs';

it.each([
  [
    'the fee alone, where no tax or fee applies',
    { originationFee: 315.68, recordingTax: null, recordingFee: null },
    315.68,
  ],
  ['fee, tax and recording fee', { originationFee: 1_245, recordingTax: 512.45, recordingFee: 128 }, 1_885.45],
  ['added exactly, not in floats (0.1 + 0.2)', { originationFee: 0.1, recordingTax: 0.2, recordingFee: null }, 0.3],
  ['zero costs', { originationFee: 0, recordingTax: 0, recordingFee: 0 }, 0],
])('%s', (_name, figures, total) => expect(closingCostsTotal(figures)).toBe(total));

it('rejects a figure that is not a number', () =>
  expect(() => closingCostsTotal({ originationFee: Number.NaN, recordingTax: null, recordingFee: null })).toThrow());
