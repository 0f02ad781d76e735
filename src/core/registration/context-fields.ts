import type { RegistrationBrand, RegistrationContext } from './context';

/**
 * The names a condition's scope may start with, for npm run validate (scripts/validate/checks/
 * registration-scopes.ts): the context's fields, and the brand fields the context carries. The
 * `satisfies` keeps both lists equal to the types, so a field added there is known here.
 */
export const REGISTRATION_CONTEXT_FIELDS = Object.keys({
  data: true,
  brand: true,
  flags: true,
  authMode: true,
  environment: true,
  today: true,
  licensedStates: true,
  signedIn: true,
  product: true,
} satisfies Record<keyof RegistrationContext, true>);

export const REGISTRATION_BRAND_FIELDS = Object.keys({
  orgCode: true,
  products: true,
  stateRestrictions: true,
  forSaleWindowMonths: true,
  referral: true,
} satisfies Record<keyof RegistrationBrand, true>);
