import { describe, expect, it } from 'vitest';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { introParagraphs, screenValues } from './screen-values';

const ANSWERS = { yes: 'Yes', no: 'No' };
const application = {
  loanNumber: '70000001',
  amount: 85000,
  rate: 8.75,
  term: 10,
  property: { street1: '12 MAIN ST', street2: null, city: 'SAN JOSE', state: 'CA', zip: '95112' },
} as unknown as HelocApplication;

describe('screenValues', () => {
  it('fills the intro placeholders from the application', () => {
    expect(screenValues(application, ANSWERS)).toEqual({
      loanNumber: '70000001',
      propertyAddress: '12 Main St, San Jose, CA 95112',
      lineAmount: '$85,000',
      rate: '8.75%',
      term: '10',
      businessPurpose: '',
    });
    expect(screenValues({ ...application, amount: null, rate: null, term: null }, ANSWERS)).toMatchObject({
      lineAmount: '',
      rate: '',
      term: '',
    });
  });

  it.each([
    [true, 'Yes'],
    [false, 'No'],
  ])('shows the business-purpose answer %s in the flow words (%s)', (answer, words) => {
    expect(screenValues({ ...application, businessPurpose: answer }, ANSWERS).businessPurpose).toBe(words);
  });
});

describe('introParagraphs', () => {
  const intro = ['Loan number: {loanNumber}.', 'Mainly for a business purpose: {businessPurpose}.', 'Thank you.'];

  it('leaves out a paragraph whose value the application does not carry', () => {
    expect(introParagraphs(intro, screenValues(application, ANSWERS))).toEqual([
      'Loan number: 70000001.',
      'Thank you.',
    ]);
  });

  it('keeps it, filled, when the application carries the answer', () => {
    expect(introParagraphs(intro, screenValues({ ...application, businessPurpose: false }, ANSWERS))).toEqual([
      'Loan number: 70000001.',
      'Mainly for a business purpose: No.',
      'Thank you.',
    ]);
  });
});
