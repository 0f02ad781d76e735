/**
 * The consent types the lender's consent-types lists hold and registration records, in the
 * lender's order (borrower-journey spec: terms, privacy, e-communications, soft credit, SMS).
 * Shared by the registration words test and the sandbox's consent-types test.
 */
export const CONSENT_TYPES = [
  'TERMS_OF_USE',
  'PRIVACY_POLICY',
  'E_COMMUNICATIONS',
  'SOFT_CREDIT',
  'SMS',
  'SMS_TRANSACTIONAL',
] as const;
