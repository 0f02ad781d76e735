import { expect, it } from 'vitest';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { screenValues } from './screen-values';

it('fills the intro placeholders from the application', () => {
  const application = {
    loanNumber: '70000001',
    amount: 85000,
    rate: 8.75,
    term: 10,
    property: { street1: '12 MAIN ST', street2: null, city: 'SAN JOSE', state: 'CA', zip: '95112' },
  } as unknown as HelocApplication;
  expect(screenValues(application)).toEqual({
    loanNumber: '70000001',
    propertyAddress: '12 Main St, San Jose, CA 95112',
    lineAmount: '$85,000',
    rate: '8.75%',
    term: '10',
  });
  expect(screenValues({ ...application, amount: null, rate: null, term: null })).toMatchObject({
    lineAmount: '',
    rate: '',
    term: '',
  });
});
