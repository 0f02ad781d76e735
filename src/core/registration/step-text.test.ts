import { describe, expect, it } from 'vitest';
import type { RegistrationBrand } from './context';
import { isNotOfferedError, registrationCopy } from './copy';
import { stepByKey } from './flow';
import { modalFor, stepText } from './step-text';
import { testContext } from './test-support/test-context';

const brand = (more: Partial<RegistrationBrand>): RegistrationBrand => ({ ...testContext().brand, ...more });
const inState = (state: string) => ({ propertyAddress: { street1: '1 Main St', state } });
const nyModalOn = { 'fe-heloc-figure-ny-modal': { enabled: true } };

describe('stepText', () => {
  it('uses the step words by default', () => {
    const step = stepByKey('for-sale');
    expect(stepText('for-sale', testContext())).toEqual({
      title: step.title,
      help: step.help,
      submitLabel: step.submitLabel,
    });
  });

  it('asks about the brand for-sale window when it has one', () => {
    const variant = stepByKey('for-sale').variants![0]!;
    const text = stepText('for-sale', testContext({ brand: brand({ forSaleWindowMonths: 6 }) }));
    expect(text.title).toBe(variant.title!.replace('{months}', '6'));
  });

  // Issue 24: MERIDIAN and CEDAR_VALLEY_FCU have no window, and were asked 'in the last  months?'.
  it.each([
    ['a brand without a window', testContext().brand],
    ['a brand whose window field holds undefined', brand({ forSaleWindowMonths: undefined })],
  ])('asks whether the property is listed today for %s', (_name, b) => {
    const text = stepText('for-sale', testContext({ brand: b }));
    expect(text.title).toBe('Is this property currently listed for sale?');
    expect(text.help).toBe(stepByKey('for-sale').help);
  });

  it('asks about the whole window in a complete sentence', () => {
    const text = stepText('for-sale', testContext({ brand: brand({ forSaleWindowMonths: 6 }) }));
    expect(text.title).toBe('Has this property been listed for sale in the last 6 months?');
  });

  it('has no password words once the borrower is signed in', () => {
    expect(stepText('set-password', testContext({ signedIn: true })).title).toBe(
      stepByKey('set-password').variants![0]!.title,
    );
  });
});

describe('modalFor', () => {
  const nonNy = brand({
    stateRestrictions: {
      newYork: { site: 'non-ny-site', counterpartOrg: 'X_NY' },
      hawaii: { refer: false },
      regulatorReview: [],
    },
  });
  const nySite = brand({
    stateRestrictions: {
      newYork: { site: 'ny-site', counterpartOrg: 'X' },
      hawaii: { refer: false },
      regulatorReview: [],
    },
  });
  const hawaii = brand({
    stateRestrictions: {
      newYork: { site: 'none' },
      hawaii: { refer: true, partnerName: 'Partner', partnerUrl: 'https://p.example' },
      regulatorReview: [],
    },
  });
  it.each([
    ['NY on the non-NY site', nonNy, nyModalOn, 'NY', 'newYork'],
    ['NY on the non-NY site, flag off', nonNy, {}, 'NY', null],
    ['CA on the non-NY site', nonNy, nyModalOn, 'CA', null],
    ['CA on the NY site', nySite, nyModalOn, 'CA', 'notNewYork'],
    ['NY on the NY site', nySite, nyModalOn, 'NY', null],
    ['HI with a Hawaii partner', hawaii, {}, 'HI', 'hawaii'],
    ['HI without one', nonNy, {}, 'HI', null],
  ] as const)('%s -> $4', (_name, b, flags, state, expected) => {
    const modal = modalFor('property', testContext({ brand: b, flags, data: inState(state) }));
    expect(modal).toBe(expected);
    if (modal) expect(registrationCopy.modals[modal]).toBeDefined();
  });
});

describe('isNotOfferedError', () => {
  const prefix = registrationCopy.notOffered.matchPrefix;
  it.each([
    [`${prefix} Hawaii`, true],
    [`${prefix.toUpperCase()} TX.`, true],
    ['identity exists', false],
  ])('%s -> %s', (message, expected) => expect(isNotOfferedError(message)).toBe(expected));
});
