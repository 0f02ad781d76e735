import { describe, expect, it } from 'vitest';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import { choiceQuery, defaultDraw, drawFor, offersOf, panelOptions, parseChoice, parseDrawInput } from './offer-choice';

const offer = (id: string, minDraw: number, maxDraw: number) => ({ id, minDraw, maxDraw }) as HelocOffer;
const offers = [offer('a', 15000.4, 80000.9), offer('b', 20000, 50000)];

describe('parseChoice', () => {
  it.each([
    ['?offerId=a&drawAmount=30000', { id: 'a', drawAmount: 30000 }],
    ['?offerId=b&drawAmount=50000', { id: 'b', drawAmount: 50000 }],
    ['?offerId=a&drawAmount=80001', null],
    ['?offerId=a&drawAmount=15000', null],
    ['?offerId=a&drawAmount=3e4', null],
    ['?offerId=c&drawAmount=30000', null],
    ['', null],
  ])('%s', (search, expected) => {
    const found = parseChoice(search, offers);
    expect(found && { id: found.offer.id, drawAmount: found.drawAmount }).toEqual(expected);
  });
  it('round-trips choiceQuery', () => {
    expect(parseChoice(choiceQuery({ offerId: 'b', drawAmount: 42000 }), offers)).toMatchObject({
      drawAmount: 42000,
      offer: { id: 'b' },
    });
  });
});

it('the slider starts at the smallest whole-dollar draw', () => expect(defaultDraw(offers[0]!)).toBe(15001));

describe('drawFor', () => {
  it.each([
    ['keeps an amount the offer allows', offers[1]!, 42000, 42000],
    ['its bounds included', offers[1]!, 50000, 50000],
    ['an amount above its range: its smallest draw', offers[1]!, 60000, 20000],
    ['an amount below its range: its smallest draw', offers[0]!, 15000, 15001],
  ])('%s', (_name, offer, amount, expected) => expect(drawFor(offer, amount)).toBe(expected));
});

it.each([
  ['$45,000', 45000],
  [' 45000 ', 45000],
  ['45,000.50', null],
  ['', null],
  ['-5', null],
])('parseDrawInput(%j) -> %s', (text, expected) => expect(parseDrawInput(text)).toBe(expected));

it('panelOptions reads the state, the recording-tax rate and the fee cap of the offer set', () => {
  const application = {
    property: { state: 'MN' },
    offers: {
      offers,
      ofeeMaxThreshold: 2500,
      costs: [
        {
          feeType: 'RECORDING_TAX',
          borrowerPaidAmount: 0,
          jsCriteria: { perHundredThousand: 230 },
          totalPaidByBorrower: 0,
        },
      ],
    },
  } as unknown as HelocApplication;
  expect(panelOptions(application)).toEqual({ state: 'MN', recordingTaxPerHundredThousand: 230, feeCap: 2500 });
  expect(panelOptions({ ...application, offers: null })).toEqual({ state: 'MN' });
  expect(offersOf({ ...application, offers: null })).toEqual([]);
});

it.each([
  ['heloc-62-interest-only', true],
  ['heloc', undefined],
  [undefined, undefined],
])('panelOptions for the product %s: interestOnly %s', (product, interestOnly) => {
  const application = {
    property: { state: 'CA' },
    offers: null,
    ...(product && { product }),
  } as unknown as HelocApplication;
  expect(panelOptions(application).interestOnly).toBe(interestOnly);
});
