import { STEP_VALIDATORS } from '@/generated/registration/step-validators';
import { LATER_STEP_RULES } from '../rules/later';
import { provideStepValidators } from '../step-validators';
import type { RegistrationContext, RegistrationData } from '../context';

// Tests check answers at once: the validators the app loads lazily are here from the start.
provideStepValidators(STEP_VALIDATORS, LATER_STEP_RULES);

/** A context for tests: a password-mode, production, anonymous borrower of a plain brand on 2026-01-15. */
export function testContext(overrides: Partial<RegistrationContext> = {}): RegistrationContext {
  return {
    data: {},
    brand: {
      orgCode: 'TEST_BANK',
      products: { heloc: true, dscr: false, cryptoBacked: false, interestOnly62Plus: false },
      stateRestrictions: { newYork: { site: 'none' }, hawaii: { refer: false }, regulatorReview: [] },
      referral: { loanOfficerRequired: false },
    },
    flags: {},
    authMode: 'password',
    environment: 'production',
    today: '2026-01-15',
    licensedStates: null,
    signedIn: false,
    product: 'heloc',
    ...overrides,
  };
}

/** Data that passes every step. */
export function completeData(): RegistrationData {
  return {
    propertyAddress: {
      street1: '12 Main Street',
      street2: 'Apt 4',
      city: 'San Jose',
      state: 'CA',
      zip: '95112',
      occupancyType: 'SECONDARY',
    },
    homeAddress: { street1: '400 Oak Avenue', city: 'Austin', state: 'TX', zip: '78701' },
    isListedForSale: false,
    income: { income: 120000, otherIncome: null, employmentType: 'FULL_TIME' },
    businessPurpose: false,
    name: { firstName: 'Ada', middleName: "Mary-Jo O'Neil.", lastName: 'Lovelace', suffix: 'Jr' },
    dob: '12/10/1985',
    email: 'ada@example.com',
    phoneNumber: '(415) 555-0100',
    password: 'Correct-Horse1!',
    confirmPassword: 'Correct-Horse1!',
    termPrivacyConsent: true,
    communicationConsent: true,
    smsMarketingConsent: false,
  };
}
