import featureFlags from '@flows/feature-flags.json';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/core/format/money';
import type { RegistrationContext } from './context';
import { findRuleUse } from './flow';
import { testContext } from './test-support/test-context';
import { REGISTRATION_RULES } from './rules';

/** Runs a rule with the params the flow gives it. */
function run(rule: string, value: unknown, more: Partial<RegistrationContext> = {}) {
  const use = findRuleUse(rule)!;
  const ctx = testContext(more);
  return REGISTRATION_RULES[rule]!.evaluate({
    value,
    params: (use.params ?? {}) as never,
    data: ctx.data as Record<string, unknown>,
    ctx: ctx as never,
  });
}

describe('income-confirm', () => {
  const threshold = (findRuleUse('income-confirm')!.params as { threshold: number }).threshold;
  it.each([
    [
      threshold - 1,
      false,
      { message: 'prompt', values: { amount: formatMoney(threshold - 1) }, pointer: '/incomeConfirmed' },
    ],
    [0, false, { message: 'prompt', values: { amount: '$0' }, pointer: '/incomeConfirmed' }],
    [threshold - 1, true, null],
    [threshold, false, null],
    ['12000', false, null],
  ])('income %j, confirmed %s', (income, confirmed, expected) => {
    expect(run('income-confirm', income, { data: { incomeConfirmed: confirmed } })).toEqual(expected);
  });
});

describe('licensed-states', () => {
  it.each([
    ['every state (no list)', 'TX', null, null],
    ['CA and TX', 'TX', ['CA', 'TX'], null],
    ['CA', 'TX', ['CA'], { message: 'notLicensed', values: { state: 'TX', stateName: 'Texas' } }],
    ['CA', 'tx', ['CA'], null],
    ['no state', 'DC', [], { message: 'notLicensed', values: { state: 'DC', stateName: 'District of Columbia' } }],
  ])('licensed in %s, property in %s', (_licensed, state, licensedStates, expected) => {
    expect(run('licensed-states', state, { licensedStates })).toEqual(expected);
  });
});

describe('regulator-review', () => {
  const brand = (regulatorReview: string[]) => ({
    ...testContext().brand,
    stateRestrictions: { newYork: { site: 'none' as const }, hawaii: { refer: false }, regulatorReview },
  });
  it.each([
    ['NY', 'NY', ['NY'], { message: 'notAvailable' }],
    ['NY', 'NJ', ['NY'], null],
    ['no state', 'NY', [], null],
  ])('under review %s, property in %s', (_review, state, list, expected) => {
    expect(run('regulator-review', state, { brand: brand(list) })).toEqual(expected);
  });
});

describe('disaster-zip', () => {
  const fires = featureFlags.flags.find((f) => f.key === 'fe-heloc-ca-fires')!;
  const zip = (fires.variables as { zipCodes: string[] }).zipCodes[0]!;
  it.each([
    [true, zip, { message: 'inspection' }],
    [false, zip, null],
    [true, '00000', null],
  ])('flag on %s, zip %s', (enabled, value, expected) => {
    expect(run('disaster-zip', value, { flags: { [fires.key]: { enabled, variables: fires.variables } } })).toEqual(
      expected,
    );
  });
  it('ignores a flag without a zip list', () =>
    expect(run('disaster-zip', zip, { flags: { [fires.key]: { enabled: true } } })).toBeNull());
});

describe('pattern-by-environment (last name)', () => {
  it.each([
    ['production', 'Smith-Jones', null],
    ['production', 'Smith 2', { message: 'unsupported' }],
    ['non-production', 'Smith 2', null],
    ['non-production', 'Smith_2', { message: 'unsupported' }],
    ['production', 'S', { message: 'tooShort' }],
    ['non-production', '7', { message: 'tooShort' }],
  ] as const)('%s: %j', (environment, value, expected) => {
    expect(run('pattern-by-environment', value, { environment })).toEqual(expected);
  });
});

describe('street-words', () => {
  it.each([
    ['12 Main St', null],
    ['Main', { message: 'invalid' }],
    ['  12   Main  ', null],
    ['1 A', null],
    ['', { message: 'invalid' }],
  ])('%j', (value, expected) => expect(run('street-words', value)).toEqual(expected));
});

describe('password-match', () => {
  it.each([
    ['Same-Pass-1!', 'Same-Pass-1!', null],
    ['Same-Pass-1!', 'same-pass-1!', { message: 'mismatch' }],
    [undefined, 'x', null],
  ])('password %j, confirmation %j', (password, confirmation, expected) => {
    expect(run('password-match', confirmation, { data: { password } })).toEqual(expected);
  });
});
