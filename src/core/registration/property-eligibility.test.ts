import { describe, expect, it } from 'vitest';
import { propertyEligibility } from './property-eligibility';

const states = {
  states: [
    { abbrev: 'WA', name: 'Washington', eligible: true },
    { abbrev: 'OR', name: 'Oregon', eligible: true },
    { abbrev: 'CA', name: 'California', eligible: false },
  ],
};
const licenses = { items: [{ abbrev: 'WA' }] };
const zip = (z: string, eligible: boolean) => ({ zip: z, eligible, disasterArea: false });

describe('propertyEligibility', () => {
  it('is eligible in a state the lender serves and holds a licence for, at an eligible zip', () => {
    expect(propertyEligibility({ state: 'WA', zip: '99201' }, { states, licenses, zip: zip('99201', true) })).toEqual({
      kind: 'eligible',
    });
  });

  it.each([
    ['CA', 'not eligible', 'California'],
    ['OR', 'eligible but not licensed', 'Oregon'],
    ['ZZ', 'unknown', 'ZZ'],
  ])('refuses %s (%s), naming the state', (state, _why, stateName) => {
    expect(propertyEligibility({ state, zip: '90001' }, { states, licenses, zip: zip('90001', true) })).toEqual({
      kind: 'state-not-served',
      state,
      stateName,
    });
  });

  it('refuses a zip the lender does not lend in, once the state is served', () => {
    expect(propertyEligibility({ state: 'wa', zip: '99999' }, { states, licenses, zip: zip('99999', false) })).toEqual({
      kind: 'zip-not-eligible',
      zip: '99999',
    });
  });

  it('rules nothing out on a missing answer, or one about another zip', () => {
    const none = { states: null, licenses: null, zip: null };
    expect(propertyEligibility({ state: 'CA', zip: '90001' }, none).kind).toBe('eligible');
    expect(
      propertyEligibility({ state: 'WA', zip: '99201' }, { states, licenses, zip: zip('11111', false) }).kind,
    ).toBe('eligible');
  });
});
