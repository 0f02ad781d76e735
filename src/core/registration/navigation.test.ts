import { describe, expect, it } from 'vitest';
import type { RegistrationContext, RegistrationData } from './context';
import { registrationFlow, stepByLegacy, stepByPath, stepUrl } from './flow';
import { guardRedirect, legacyStepsToShow, nextStep, pathSteps, previousStep, progressFor } from './navigation';
import { testContext } from './test-support/test-context';

const withOccupancy = (occupancyType?: string): RegistrationData =>
  ({ propertyAddress: { street1: '12 Main Street', occupancyType } }) as RegistrationData;
const ctx = (data: RegistrationData, more: Partial<RegistrationContext> = {}) => testContext({ data, ...more });

describe('nextStep', () => {
  it.each([
    ['property', 'HOME', 'for-sale'],
    ['property', 'SECONDARY', 'home-address'],
    ['property', 'INVESTMENT', 'home-address'],
    ['property', undefined, 'home-address'],
    ['home-address', 'SECONDARY', 'for-sale'],
    ['for-sale', 'HOME', 'annual-income'],
    ['annual-income', 'HOME', 'legal-name'],
    ['legal-name', 'HOME', 'birthdate'],
    ['birthdate', 'HOME', 'phone-and-email'],
    ['phone-and-email', 'HOME', 'set-password'],
    ['set-password', 'HOME', 'submit'],
  ])('%s with occupancy %s -> %s', (step, occupancy, expected) => {
    expect(nextStep(step, ctx(withOccupancy(occupancy)))).toBe(expected);
  });

  it('rejects an unknown step', () =>
    expect(() => nextStep('nope', testContext())).toThrow('Unknown registration step "nope"'));
});

describe('the business-purpose step (fe-heloc-business-purpose)', () => {
  const flag = (enabled: boolean) => ({ flags: { 'fe-heloc-business-purpose': { enabled } } });
  const home = withOccupancy('HOME');

  it.each([
    ['on', flag(true), 'business-purpose'],
    ['off', flag(false), 'legal-name'],
    ['not evaluated', {}, 'legal-name'],
  ] as const)('annual-income with the flag %s -> $2', (_name, more, expected) => {
    expect(nextStep('annual-income', ctx(home, more))).toBe(expected);
  });

  it('goes on to legal-name and comes back to annual-income', () => {
    expect(nextStep('business-purpose', ctx(home, flag(true)))).toBe('legal-name');
    expect(previousStep('business-purpose', ctx(home, flag(true)))).toBe('annual-income');
    expect(previousStep('legal-name', ctx(home, flag(true)))).toBe('business-purpose');
    expect(previousStep('legal-name', ctx(home, flag(false)))).toBe('annual-income');
  });

  it('is on the path only while the flag is on', () => {
    const off = ['property', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'set-password'];
    expect(pathSteps(ctx(home, flag(false)))).toEqual(off);
    expect(pathSteps(ctx(home, flag(true)))).toEqual([...off.slice(0, 3), 'business-purpose', ...off.slice(3)]);
  });

  it('counts in the progress bar only while the flag is on', () => {
    expect(progressFor('set-password', ctx(home, flag(false)))).toEqual({ position: 7, total: 7 });
    expect(progressFor('business-purpose', ctx(home, flag(true)))).toEqual({ position: 4, total: 8 });
    expect(progressFor('set-password', ctx(home, flag(true)))).toEqual({ position: 8, total: 8 });
  });

  it('answers to income-info on the older path, which still opens on annual-income', () => {
    expect(stepByLegacy('income-info')?.key).toBe('annual-income');
    expect(stepByLegacy('income-info', 'business-purpose')?.key).toBe('business-purpose');
    expect(legacyStepsToShow(ctx(home, flag(true)))).toContain('income-info');
  });
});

describe('previousStep', () => {
  it.each([
    ['property', 'HOME', null],
    ['for-sale', 'HOME', 'property'],
    ['for-sale', 'INVESTMENT', 'home-address'],
    ['home-address', 'INVESTMENT', 'property'],
    ['set-password', 'HOME', 'phone-and-email'],
    ['home-address', 'HOME', null],
  ])('%s with occupancy %s <- %s', (step, occupancy, expected) => {
    expect(previousStep(step, ctx(withOccupancy(occupancy)))).toBe(expected);
  });
});

describe('progressFor', () => {
  const idp = { authMode: 'identity-provider' as const };
  it.each([
    ['property', 'SECONDARY', 'a password', {}, 1, 8],
    ['home-address', 'SECONDARY', 'a password', {}, 2, 8],
    ['for-sale', 'SECONDARY', 'a password', {}, 3, 8],
    ['set-password', 'SECONDARY', 'a password', {}, 8, 8],
    ['for-sale', 'HOME', 'a password', {}, 2, 7],
    ['set-password', 'HOME', 'a password', {}, 7, 7],
    ['annual-income', 'HOME', 'an identity provider', idp, 3, 4],
    ['set-password', 'HOME', 'an identity provider', idp, 4, 4],
    ['set-password', 'INVESTMENT', 'an identity provider', idp, 5, 5],
    // A step the bar leaves out shows the last step it counts.
    ['birthdate', 'HOME', 'an identity provider', idp, 3, 4],
  ] as const)('%s, occupancy %s, signing in with %s -> $4 of $5', (step, occupancy, _signIn, more, position, total) => {
    expect(progressFor(step, ctx(withOccupancy(occupancy), more))).toEqual({ position, total });
  });
});

describe('guardRedirect', () => {
  it.each([
    ['for-sale', 'no answers', {}, 'property'],
    ['set-password', 'a blank street', { propertyAddress: { street1: '   ' } }, 'property'],
    ['for-sale', 'a street', { propertyAddress: { street1: '12 Main Street' } }, null],
    ['property', 'no answers', {}, null],
  ] as [string, string, RegistrationData, string | null][])('%s with %s -> $3', (step, _data, data, expected) => {
    expect(guardRedirect(step, ctx(data))).toBe(expected);
  });

  it('guards every step but the first', () => {
    const sent = registrationFlow.steps.map((s) => guardRedirect(s.key, testContext()));
    expect(sent).toEqual([null, ...registrationFlow.steps.slice(1).map(() => registrationFlow.steps[0]!.key)]);
  });
});

describe('paths and the older ?step= path', () => {
  it.each([
    ['', 'property'],
    ['/', 'property'],
    ['home-address', 'home-address'],
    ['/set-password/', 'set-password'],
    ['nowhere', undefined],
  ])('stepByPath(%j) -> %s', (path, key) => expect(stepByPath(path)?.key).toBe(key));

  it.each([
    ['property-info', 'property'],
    ['sale-status', 'for-sale'],
    ['income-info', 'annual-income'],
    ['name', 'legal-name'],
    ['birthdate', 'birthdate'],
    ['contact-info', 'phone-and-email'],
    ['login-info', 'set-password'],
    ['account-setup', undefined],
  ])('stepByLegacy(%s) -> %s', (name, key) => expect(stepByLegacy(name)?.key).toBe(key));

  it('tells apart the steps sharing a legacy name by the requested step key', () => {
    const sharing = registrationFlow.steps.filter((s) => s.legacyStep === 'property-info').map((s) => s.key);
    expect(sharing.length).toBeGreaterThan(1);
    for (const key of sharing) expect(stepByLegacy('property-info', key)?.key).toBe(key);
    expect(stepByLegacy('property-info', 'legal-name')?.key).toBe(sharing[0]);
    expect(stepByLegacy('property-info', 42)?.key).toBe(sharing[0]);
  });

  it('builds URLs below the base path', () => {
    expect(stepUrl('property')).toBe(registrationFlow.basePath);
    expect(stepUrl('for-sale')).toBe(`${registrationFlow.basePath}/for-sale`);
  });

  const all = ['property-info', 'sale-status', 'income-info', 'name', 'birthdate', 'contact-info', 'login-info'];
  it.each([
    ['nothing known', {}, all],
    ['only the email known', { email: 'ada@example.com' }, all],
    [
      'email and phone known',
      { email: 'ada@example.com', phoneNumber: '(415) 555-0100' },
      all.filter((s) => s !== 'contact-info'),
    ],
    ['a blank phone', { email: 'ada@example.com', phoneNumber: '' }, all],
  ] as [string, RegistrationData, string[]][])('legacyStepsToShow with %s', (_name, data, expected) => {
    expect(legacyStepsToShow(ctx(data))).toEqual(expected);
  });
});
