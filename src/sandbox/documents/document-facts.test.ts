import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../heloc/application-record';
import { offerLine } from './document-facts';

const offer = {
  id: 'o1',
  term: 10,
  type: 'FIXED',
  originationFee: 2.07,
  min: 15_000,
  max: 20_000,
  minDraw: 15_000,
  maxDraw: 19_586,
  rate: 9.375,
  baseRate: 9.125,
  otherRate: 9,
  discountList: [],
  minRecordingTax: 0,
  maxRecordingTax: 0,
};

function record(drawAmount: number, ofeeMaxThreshold: number): ApplicationRecord {
  return {
    selectedOffer: { offerId: 'o1', drawAmount },
    offers: { offers: [offer], maxDtiUnlimited: 20_000, ofeeMaxThreshold, incomeRequestRecords: [], costs: [] },
  } as unknown as ApplicationRecord;
}

describe('offerLine', () => {
  it.each([
    ['15,250 at 2.07 %: exactly 315.675, a tie to the even cent', 15_250, 0, '2.07% ($315.68)'],
    ['a fee under the cap', 15_000, 400, '2.07% ($310.50)'],
    ['a fee the cap holds down', 19_000, 300, '2.07% ($300.00)'],
  ])('%s', (_name, drawAmount, cap, fee) => {
    expect(offerLine(record(drawAmount, cap))).toMatchObject({ fee, draw: expect.stringMatching(/^\$1\d,\d{3}$/) });
  });
});
