import { describe, expect, it } from 'vitest';
import featureFlags from '@flows/feature-flags.json';
import type { RegistrationContext, RegistrationData } from './context';
import { registrationFlow } from './flow';
import { completeData, testContext } from './test-support/test-context';
import { ruleWords, schemaWords } from './test-support/flow-words';
import { stepState, validateStep } from './validate-step';

const PA = '/properties/propertyAddress';
const HA = '/properties/homeAddress';
const IN = '/properties/income';
const NM = '/properties/name';
const fires = featureFlags.flags.find((f) => f.key === 'fe-heloc-ca-fires')!;
const firesZip = (fires.variables as { zipCodes: string[] }).zipCodes[0]!;

const property = (address: Record<string, unknown>): RegistrationData =>
  ({ propertyAddress: { ...completeData().propertyAddress, ...address } }) as RegistrationData;
const without = <T extends object>(value: T, key: keyof T): T => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};
const base = completeData();

interface Row {
  name: string;
  step: string;
  data: RegistrationData;
  ctx?: Partial<RegistrationContext>;
  pointer: string;
  message: () => string;
  severity?: 'error' | 'warning';
}

/** One row per message of the spec (borrower-journey section 5): input -> pointer -> words from the flow. */
const rows: Row[] = [
  // property
  {
    name: 'street missing',
    step: 'property',
    data: property({ street1: undefined }),
    pointer: '/propertyAddress/street1',
    message: () => schemaWords('property', `${PA}/errorMessage/required/street1`),
  },
  {
    name: 'street blank counts as missing',
    step: 'property',
    data: property({ street1: '' }),
    pointer: '/propertyAddress/street1',
    message: () => schemaWords('property', `${PA}/errorMessage/required/street1`),
  },
  {
    name: 'street of one word',
    step: 'property',
    data: property({ street1: 'Main' }),
    pointer: '/propertyAddress/street1',
    message: () => ruleWords('property', 'street-words', 'invalid'),
  },
  {
    name: 'street of spaces only',
    step: 'property',
    data: property({ street1: '   ' }),
    pointer: '/propertyAddress/street1',
    message: () => ruleWords('property', 'street-words', 'invalid'),
  },
  {
    name: 'street not text',
    step: 'property',
    data: property({ street1: 12 }),
    pointer: '/propertyAddress/street1',
    message: () => schemaWords('property', `${PA}/properties/street1/errorMessage`),
  },
  {
    name: 'unit too long',
    step: 'property',
    data: property({ street2: 'x'.repeat(101) }),
    pointer: '/propertyAddress/street2',
    message: () => schemaWords('property', `${PA}/properties/street2/errorMessage`),
  },
  {
    name: 'city missing',
    step: 'property',
    data: property({ city: undefined }),
    pointer: '/propertyAddress/city',
    message: () => schemaWords('property', `${PA}/errorMessage/required/city`),
  },
  {
    name: 'city with a digit',
    step: 'property',
    data: property({ city: 'San Jose 2' }),
    pointer: '/propertyAddress/city',
    message: () => schemaWords('property', `${PA}/properties/city/errorMessage`),
  },
  {
    name: 'state missing',
    step: 'property',
    data: property({ state: undefined }),
    pointer: '/propertyAddress/state',
    message: () => schemaWords('property', `${PA}/errorMessage/required/state`),
  },
  {
    name: 'state of one letter',
    step: 'property',
    data: property({ state: 'C' }),
    pointer: '/propertyAddress/state',
    message: () => schemaWords('property', `${PA}/properties/state/errorMessage/minLength`),
  },
  {
    name: 'state of three letters',
    step: 'property',
    data: property({ state: 'CAL' }),
    pointer: '/propertyAddress/state',
    message: () => schemaWords('property', `${PA}/properties/state/errorMessage/maxLength`),
  },
  {
    name: 'state that is no state',
    step: 'property',
    data: property({ state: 'XX' }),
    pointer: '/propertyAddress/state',
    message: () => schemaWords('property', `${PA}/properties/state/errorMessage/enum`),
  },
  {
    name: 'zip missing',
    step: 'property',
    data: property({ zip: undefined }),
    pointer: '/propertyAddress/zip',
    message: () => schemaWords('property', `${PA}/errorMessage/required/zip`),
  },
  {
    name: 'zip of four digits',
    step: 'property',
    data: property({ zip: '9511' }),
    pointer: '/propertyAddress/zip',
    message: () => schemaWords('property', `${PA}/properties/zip/errorMessage`),
  },
  {
    name: 'occupancy not chosen',
    step: 'property',
    data: property({ occupancyType: undefined }),
    pointer: '/propertyAddress/occupancyType',
    message: () => schemaWords('property', `${PA}/errorMessage/required/occupancyType`),
  },
  {
    name: 'occupancy unknown',
    step: 'property',
    data: property({ occupancyType: 'RENTAL' }),
    pointer: '/propertyAddress/occupancyType',
    message: () => schemaWords('property', `${PA}/properties/occupancyType/errorMessage`),
  },
  {
    name: 'New York under regulator review',
    step: 'property',
    data: property({ state: 'NY' }),
    pointer: '/propertyAddress/state',
    ctx: {
      brand: {
        ...testContext().brand,
        stateRestrictions: { newYork: { site: 'none' }, hawaii: { refer: false }, regulatorReview: ['NY'] },
      },
    },
    message: () => ruleWords('property', 'regulator-review', 'notAvailable'),
  },
  {
    name: 'state the loan officer is not licensed in',
    step: 'property',
    data: property({ state: 'TX' }),
    pointer: '/propertyAddress/state',
    ctx: { licensedStates: ['CA', 'AZ'] },
    message: () => ruleWords('property', 'licensed-states', 'notLicensed', { state: 'TX', stateName: 'Texas' }),
  },
  {
    name: 'zip in a disaster area',
    step: 'property',
    data: property({ zip: firesZip }),
    pointer: '/propertyAddress/zip',
    severity: 'warning',
    ctx: { flags: { [fires.key]: { enabled: true, variables: fires.variables } } },
    message: () => ruleWords('property', 'disaster-zip', 'inspection'),
  },
  // home-address
  {
    name: 'home street missing',
    step: 'home-address',
    data: { homeAddress: without(base.homeAddress!, 'street1') },
    pointer: '/homeAddress/street1',
    message: () => schemaWords('home-address', `${HA}/errorMessage/required/street1`),
  },
  {
    name: 'home street of one word',
    step: 'home-address',
    data: { homeAddress: { ...base.homeAddress, street1: 'Oak' } },
    pointer: '/homeAddress/street1',
    message: () => ruleWords('home-address', 'street-words', 'invalid'),
  },
  {
    name: 'home zip with letters',
    step: 'home-address',
    data: { homeAddress: { ...base.homeAddress, zip: '7870A' } },
    pointer: '/homeAddress/zip',
    message: () => schemaWords('home-address', `${HA}/properties/zip/errorMessage`),
  },
  // for-sale
  {
    name: 'for-sale unanswered',
    step: 'for-sale',
    data: {},
    pointer: '/isListedForSale',
    message: () => schemaWords('for-sale', '/errorMessage/required/isListedForSale'),
  },
  {
    name: 'for-sale not yes or no',
    step: 'for-sale',
    data: { isListedForSale: 'yes' } as unknown as RegistrationData,
    pointer: '/isListedForSale',
    message: () => schemaWords('for-sale', '/properties/isListedForSale/errorMessage'),
  },
  // business-purpose (fe-heloc-business-purpose)
  {
    name: 'business purpose unanswered',
    step: 'business-purpose',
    data: {},
    pointer: '/businessPurpose',
    message: () => schemaWords('business-purpose', '/errorMessage/required/businessPurpose'),
  },
  {
    name: 'business purpose not yes or no',
    step: 'business-purpose',
    data: { businessPurpose: 'yes' } as unknown as RegistrationData,
    pointer: '/businessPurpose',
    message: () => schemaWords('business-purpose', '/properties/businessPurpose/errorMessage'),
  },
  // annual-income
  {
    name: 'income missing',
    step: 'annual-income',
    data: { income: { employmentType: 'RETIRED' } },
    pointer: '/income/income',
    message: () => schemaWords('annual-income', `${IN}/errorMessage/required/income`),
  },
  {
    name: 'income below $0',
    step: 'annual-income',
    data: { income: { income: -1, employmentType: 'RETIRED' } },
    pointer: '/income/income',
    message: () => schemaWords('annual-income', `${IN}/properties/income/errorMessage/minimum`),
  },
  {
    name: 'income of $10,000,000',
    step: 'annual-income',
    data: { income: { income: 10_000_000, employmentType: 'RETIRED' } },
    pointer: '/income/income',
    message: () => schemaWords('annual-income', `${IN}/properties/income/errorMessage/maximum`),
  },
  {
    name: 'income not a number',
    step: 'annual-income',
    data: { income: { income: '50k', employmentType: 'RETIRED' } } as unknown as RegistrationData,
    pointer: '/income/income',
    message: () => schemaWords('annual-income', `${IN}/properties/income/errorMessage/type`),
  },
  {
    name: 'other income below $0',
    step: 'annual-income',
    data: { income: { income: 90000, otherIncome: -5, employmentType: 'RETIRED' } },
    pointer: '/income/otherIncome',
    message: () => schemaWords('annual-income', `${IN}/properties/otherIncome/errorMessage/minimum`),
  },
  {
    name: 'income source missing',
    step: 'annual-income',
    data: { income: { income: 90000 } },
    pointer: '/income/employmentType',
    message: () => schemaWords('annual-income', `${IN}/errorMessage/required/employmentType`),
  },
  {
    name: 'income source unknown',
    step: 'annual-income',
    data: { income: { income: 90000, employmentType: 'LOTTERY' } } as unknown as RegistrationData,
    pointer: '/income/employmentType',
    message: () => schemaWords('annual-income', `${IN}/properties/employmentType/errorMessage/enum`),
  },
  {
    name: 'unemployed',
    step: 'annual-income',
    data: { income: { income: 90000, employmentType: 'UNEMPLOYED' } },
    pointer: '/income/employmentType',
    message: () => schemaWords('annual-income', `${IN}/properties/employmentType/errorMessage/not`),
  },
  {
    name: 'income below the threshold, not confirmed',
    step: 'annual-income',
    data: { income: { income: 12000, employmentType: 'PART_TIME' } },
    pointer: '/incomeConfirmed',
    message: () => ruleWords('annual-income', 'income-confirm', 'prompt', { amount: '$12,000' }),
  },
  // legal-name
  {
    name: 'first name missing',
    step: 'legal-name',
    data: { name: { lastName: 'Lovelace' } },
    pointer: '/name/firstName',
    message: () => schemaWords('legal-name', `${NM}/errorMessage/required/firstName`),
  },
  {
    name: 'first name of one letter',
    step: 'legal-name',
    data: { name: { firstName: 'A', lastName: 'Lovelace' } },
    pointer: '/name/firstName',
    message: () => schemaWords('legal-name', `${NM}/properties/firstName/errorMessage/minLength`),
  },
  {
    name: 'first name with a digit',
    step: 'legal-name',
    data: { name: { firstName: 'Ad4', lastName: 'Lovelace' } },
    pointer: '/name/firstName',
    message: () => schemaWords('legal-name', `${NM}/properties/firstName/errorMessage/pattern`),
  },
  {
    name: 'first name too long',
    step: 'legal-name',
    data: { name: { firstName: 'A'.repeat(51), lastName: 'Lovelace' } },
    pointer: '/name/firstName',
    message: () => schemaWords('legal-name', `${NM}/properties/firstName/errorMessage/maxLength`),
  },
  {
    name: 'middle name with two periods',
    step: 'legal-name',
    data: { name: { firstName: 'Ada', middleName: 'B..', lastName: 'Lovelace' } },
    pointer: '/name/middleName',
    message: () => schemaWords('legal-name', `${NM}/properties/middleName/errorMessage/pattern`),
  },
  {
    name: 'last name missing',
    step: 'legal-name',
    data: { name: { firstName: 'Ada' } },
    pointer: '/name/lastName',
    message: () => schemaWords('legal-name', `${NM}/errorMessage/required/lastName`),
  },
  {
    name: 'last name with a digit in production',
    step: 'legal-name',
    data: { name: { firstName: 'Ada', lastName: 'Lovelace3' } },
    pointer: '/name/lastName',
    message: () => ruleWords('legal-name', 'pattern-by-environment', 'unsupported'),
  },
  {
    name: 'last name with an accent outside production',
    step: 'legal-name',
    ctx: { environment: 'non-production' },
    data: { name: { firstName: 'Ada', lastName: 'Lövelace' } },
    pointer: '/name/lastName',
    message: () => ruleWords('legal-name', 'pattern-by-environment', 'unsupported'),
  },
  {
    name: 'last name of one letter',
    step: 'legal-name',
    data: { name: { firstName: 'Ada', lastName: 'L' } },
    pointer: '/name/lastName',
    message: () => ruleWords('legal-name', 'pattern-by-environment', 'tooShort'),
  },
  {
    name: 'suffix off the list',
    step: 'legal-name',
    data: { name: { firstName: 'Ada', lastName: 'Lovelace', suffix: 'Esq' } },
    pointer: '/name/suffix',
    message: () => schemaWords('legal-name', `${NM}/properties/suffix/errorMessage`),
  },
  // birthdate
  {
    name: 'date of birth missing',
    step: 'birthdate',
    data: {},
    pointer: '/dob',
    message: () => schemaWords('birthdate', '/errorMessage/required/dob'),
  },
  {
    name: 'date of birth in another format',
    step: 'birthdate',
    data: { dob: '1990/01/31' },
    pointer: '/dob',
    message: () => schemaWords('birthdate', '/properties/dob/errorMessage'),
  },
  {
    name: 'date of birth the calendar lacks',
    step: 'birthdate',
    data: { dob: '02/30/1990' },
    pointer: '/dob',
    message: () => ruleWords('birthdate', 'minimum-age', 'invalid'),
  },
  {
    name: 'too young',
    step: 'birthdate',
    data: { dob: '2010-01-01' },
    pointer: '/dob',
    message: () => ruleWords('birthdate', 'minimum-age', 'tooYoung', { age: 18 }),
  },
  {
    name: 'a home on the DSCR path (investment properties only)',
    step: 'property',
    ctx: { product: 'dscr' },
    data: property({ occupancyType: 'HOME' }),
    pointer: '/propertyAddress/occupancyType',
    message: () => ruleWords('property', 'product-occupancy', 'notForProduct'),
  },
  {
    name: 'a second home on the DSCR path',
    step: 'property',
    ctx: { product: 'dscr' },
    data: property({ occupancyType: 'SECONDARY' }),
    pointer: '/propertyAddress/occupancyType',
    message: () => ruleWords('property', 'product-occupancy', 'notForProduct'),
  },
  {
    name: 'too young for the 62+ product',
    step: 'birthdate',
    ctx: { product: 'heloc-62-interest-only' },
    data: { dob: '01/16/1964' },
    pointer: '/dob',
    message: () => ruleWords('birthdate', 'minimum-age', 'tooYoungAgeRestricted', { age: 62 }),
  },
  // phone-and-email
  {
    name: 'email missing',
    step: 'phone-and-email',
    data: { phoneNumber: base.phoneNumber },
    pointer: '/email',
    message: () => schemaWords('phone-and-email', '/errorMessage/required/email'),
  },
  {
    name: 'email without a domain',
    step: 'phone-and-email',
    data: { email: 'ada@', phoneNumber: base.phoneNumber },
    pointer: '/email',
    message: () => schemaWords('phone-and-email', '/properties/email/errorMessage'),
  },
  {
    name: 'phone missing',
    step: 'phone-and-email',
    data: { email: base.email },
    pointer: '/phoneNumber',
    message: () => schemaWords('phone-and-email', '/errorMessage/required/phoneNumber'),
  },
  {
    name: 'phone of nine digits',
    step: 'phone-and-email',
    data: { email: base.email, phoneNumber: '(415) 555-010' },
    pointer: '/phoneNumber',
    message: () => schemaWords('phone-and-email', '/properties/phoneNumber/errorMessage/pattern'),
  },
  {
    name: 'phone starting with 1',
    step: 'phone-and-email',
    data: { email: base.email, phoneNumber: '(141) 555-5010' },
    pointer: '/phoneNumber',
    message: () => schemaWords('phone-and-email', '/properties/phoneNumber/errorMessage/not'),
  },
  {
    // No area code starts with 0 (NANP), and the lender's contract refuses one: the step says so first.
    name: 'phone with an area code starting with 0',
    step: 'phone-and-email',
    data: { email: base.email, phoneNumber: '(055) 123-4567' },
    pointer: '/phoneNumber',
    message: () => schemaWords('phone-and-email', '/properties/phoneNumber/errorMessage/pattern'),
  },
  // set-password
  {
    name: 'password missing',
    step: 'set-password',
    data: without(base, 'password'),
    pointer: '/password',
    message: () => schemaWords('set-password', '/errorMessage/required/password'),
  },
  {
    name: 'password weak',
    step: 'set-password',
    data: { ...base, password: 'password', confirmPassword: 'password' },
    pointer: '/password',
    message: () => ruleWords('set-password', 'password-strength', 'weak'),
  },
  {
    name: 'confirmation missing',
    step: 'set-password',
    data: without(base, 'confirmPassword'),
    pointer: '/confirmPassword',
    message: () => schemaWords('set-password', '/errorMessage/required/confirmPassword'),
  },
  {
    name: 'passwords differ',
    step: 'set-password',
    data: { ...base, confirmPassword: 'Correct-Horse2!' },
    pointer: '/confirmPassword',
    message: () => ruleWords('set-password', 'password-match', 'mismatch'),
  },
  {
    name: 'terms not accepted',
    step: 'set-password',
    data: { ...base, termPrivacyConsent: false },
    pointer: '/termPrivacyConsent',
    message: () => schemaWords('set-password', '/properties/termPrivacyConsent/errorMessage'),
  },
  {
    name: 'communications not accepted',
    step: 'set-password',
    data: without(base, 'communicationConsent'),
    pointer: '/communicationConsent',
    message: () => schemaWords('set-password', '/errorMessage/required/communicationConsent'),
  },
];

describe('validateStep: every message for its input', () => {
  it.each(rows)('$name', ({ step, data, ctx, pointer, message, severity = 'error' }) => {
    const errors = validateStep(step, testContext({ ...ctx, data }));
    expect(errors.map(({ live: _live, ...e }) => e)).toEqual([{ pointer, message: message(), severity }]);
  });
});

describe('validateStep: valid input', () => {
  it.each(registrationFlow.steps.map((s) => s.key))('%s passes complete data', (step) => {
    expect(validateStep(step, testContext({ data: completeData() }))).toEqual([]);
  });

  it.each([
    [
      'a confirmed low income',
      'annual-income',
      { income: { income: 12000, employmentType: 'PART_TIME' }, incomeConfirmed: true },
      {},
    ],
    [
      'an income at the threshold',
      'annual-income',
      { income: { income: 15000, otherIncome: 0, employmentType: 'RETIRED' } },
      {},
    ],
    [
      'digits in a last name outside production',
      'legal-name',
      { name: { firstName: 'Ada', lastName: 'Tester 42' } },
      { environment: 'non-production' },
    ],
    [
      'a hyphenated name with an initial',
      'legal-name',
      { name: { firstName: 'Mary-Ann', middleName: 'J.', lastName: 'Smith Jones' } },
      {},
    ],
    ['a date of birth as yyyy-MM-dd', 'birthdate', { dob: '1985-12-10' }, {}],
    [
      'no password when signed in',
      'set-password',
      { termPrivacyConsent: true, communicationConsent: true },
      { signedIn: true },
    ],
    [
      'no password with the identity provider',
      'set-password',
      { termPrivacyConsent: true, communicationConsent: true },
      { authMode: 'identity-provider' as const },
    ],
    [
      'a state the loan officer is licensed in',
      'property',
      property({ state: 'AZ' }),
      { licensedStates: ['CA', 'AZ'] },
    ],
    [
      'a disaster zip while the flag is off',
      'property',
      property({ zip: firesZip }),
      { flags: { [fires.key]: { enabled: false, variables: fires.variables } } },
    ],
  ] as [string, string, RegistrationData, Partial<RegistrationContext>][])('%s', (_name, step, data, ctx) => {
    expect(validateStep(step, testContext({ ...ctx, data }))).toEqual([]);
  });
});

describe('stepState', () => {
  it('lists errors in form order, one per field', () => {
    const errors = validateStep(
      'property',
      testContext({ data: { propertyAddress: { zip: 'x', city: '1', street1: 'Main' } } }),
    );
    expect(errors.map((e) => e.pointer)).toEqual([
      '/propertyAddress/street1',
      '/propertyAddress/city',
      '/propertyAddress/state',
      '/propertyAddress/zip',
      '/propertyAddress/occupancyType',
    ]);
  });

  it('the DSCR path takes an investment property; the HELOC path takes a home', () => {
    expect(
      validateStep('property', testContext({ product: 'dscr', data: property({ occupancyType: 'INVESTMENT' }) })),
    ).toEqual([]);
    expect(
      validateStep('property', testContext({ product: 'heloc', data: property({ occupancyType: 'HOME' }) })),
    ).toEqual([]);
  });

  it('disables occupancy while the loan officer is not licensed in the state', () => {
    const ctx = testContext({ data: property({ state: 'TX' }), licensedStates: ['CA'] });
    expect(stepState('property', ctx).disabled).toEqual(['/propertyAddress/occupancyType']);
    expect(stepState('property', { ...ctx, licensedStates: null }).disabled).toEqual([]);
  });

  it('marks the reason for a disabled field live, so it shows before Continue', () => {
    const ctx = testContext({ data: property({ state: 'TX' }), licensedStates: ['CA'] });
    const reason = stepState('property', ctx).errors.find((e) => e.pointer === '/propertyAddress/state');
    expect(reason).toMatchObject({ severity: 'error', live: true });
    const other = stepState('property', testContext({ data: property({ city: '1' }) })).errors;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((e) => !e.live)).toBe(true);
  });

  it('hides the SMS transactional consent unless its flag is on', () => {
    expect(stepState('set-password', testContext()).hidden).toEqual(['/smsTransactionalConsent']);
    const on = testContext({ flags: { 'fe-heloc-sms-transactional-consent': { enabled: true } } });
    expect(stepState('set-password', on).hidden).toEqual([]);
    expect(stepState('set-password', { ...on, signedIn: true }).hidden).toEqual(['/password', '/confirmPassword']);
  });

  it('keeps a warning beside an error on another field', () => {
    const ctx = testContext({
      data: property({ zip: firesZip, city: '1' }),
      flags: { [fires.key]: { enabled: true, variables: fires.variables } },
    });
    expect(validateStep('property', ctx).map((e) => [e.pointer, e.severity])).toEqual([
      ['/propertyAddress/city', 'error'],
      ['/propertyAddress/zip', 'warning'],
    ]);
  });
});
