import { describe, expect, it } from 'vitest';
import { PROPERTY_STEP } from './journey';
import { journeyModalKey, journeyNotice } from './journey-view';

const values = { displayName: 'Test Bank', supportPhone: '800-555-0100' };
const none = { outcome: null, ineligible: null };

describe('journeyNotice', () => {
  it('says nothing by default', () => expect(journeyNotice(none, PROPERTY_STEP, values)).toBeNull());

  it("gives the server's not-offered message and how to go on", () =>
    expect(
      journeyNotice(
        { ...none, outcome: { kind: 'not-offered', message: 'We do not lend in Alaska.' } },
        'set-password',
        values,
      ),
    ).toEqual({
      title: "We can't take this application",
      body: 'We do not lend in Alaska. Change the property address or call us at 800-555-0100.',
    }));

  it('names the state the lender does not serve', () =>
    expect(
      journeyNotice(
        { ...none, ineligible: { kind: 'state-not-served', state: 'NY', stateName: 'New York' } },
        PROPERTY_STEP,
        values,
      )?.title,
    ).toBe("We're not lending in New York yet"));

  it('names the zip code the lender cannot take', () =>
    expect(
      journeyNotice({ ...none, ineligible: { kind: 'zip-not-eligible', zip: '10001' } }, PROPERTY_STEP, values),
    ).toEqual({
      title: "We can't lend in zip code 10001",
      body: "Test Bank doesn't offer lines of credit for properties in zip code 10001. Check the zip code, or call us at 800-555-0100.",
    }));

  it('keeps a property verdict on the property step', () =>
    expect(
      journeyNotice({ ...none, ineligible: { kind: 'zip-not-eligible', zip: '10001' } }, 'home-address', values),
    ).toBeNull());
});

describe('journeyModalKey', () => {
  it.each([
    { name: 'no outcome', outcome: null, key: null },
    { name: 'an existing account', outcome: { kind: 'account-exists' } as const, key: 'accountExists' },
    {
      name: 'an active application',
      outcome: { kind: 'active-application', modal: 'recentHeloc' } as const,
      key: 'recentHeloc',
    },
    {
      name: 'a not-offered answer (a notice instead)',
      outcome: { kind: 'not-offered', message: 'No.' } as const,
      key: null,
    },
  ])('$name opens $key', ({ outcome, key }) => expect(journeyModalKey(outcome)).toBe(key));
});
