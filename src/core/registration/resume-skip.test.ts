import { describe, expect, it } from 'vitest';
import type { RegistrationData } from './context';
import { continueTo, markPrefilled } from './resume-skip';
import { completeData, testContext } from './test-support/test-context';

const home = { ...completeData().propertyAddress, occupancyType: 'HOME' as const };
/** A borrower on the property step of a HOME property: Continue would lead to for-sale. */
const atProperty = (more: Partial<RegistrationData>) => testContext({ data: { propertyAddress: home, ...more } });

describe('markPrefilled', () => {
  it('marks the for-sale answer and the income a prefill source gave', () => {
    const values = [
      { field: '/isListedForSale', value: false },
      { field: '/income/income', value: 90000 },
      { field: '/email', value: 'ada@example.com' },
    ];
    expect(markPrefilled({}, values)).toEqual({ hasSaleStatusBeenSet: true, hasIncomeBeenSet: true });
  });

  it('marks nothing for a value the source left empty', () => {
    expect(markPrefilled({}, [{ field: '/income/income', value: null }])).toEqual({});
  });
});

describe('continueTo', () => {
  const income = { income: 90000, otherIncome: null, employmentType: 'RETIRED' as const };

  it.each<[string, Partial<RegistrationData>, string]>([
    ['nothing prefilled', { isListedForSale: false, income }, 'for-sale'],
    ['the for-sale answer prefilled', { isListedForSale: false, hasSaleStatusBeenSet: true }, 'annual-income'],
    [
      'both prefilled',
      { isListedForSale: true, hasSaleStatusBeenSet: true, income, hasIncomeBeenSet: true },
      'legal-name',
    ],
    [
      'the income prefilled without its source (the step still has a question)',
      { isListedForSale: true, hasSaleStatusBeenSet: true, income: { income: 90000 }, hasIncomeBeenSet: true },
      'annual-income',
    ],
    [
      'a low income prefilled, its confirmation still to ask',
      {
        isListedForSale: true,
        hasSaleStatusBeenSet: true,
        income: { ...income, income: 9000 },
        hasIncomeBeenSet: true,
      },
      'annual-income',
    ],
    ['a marker whose answer is gone', { hasSaleStatusBeenSet: true }, 'for-sale'],
  ])('from the property step with %s', (_, more, expected) => {
    expect(continueTo('property', atProperty(more))).toBe(expected);
  });
});
