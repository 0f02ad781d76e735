import type { RegistrationContext } from './context';
import { registrationFlow } from './flow';
import { hiddenFields } from './validate-step';

/** The comms-prefs consent type each SMS checkbox of the registration form answers (borrower-journey.md section 7). */
const SMS_CONSENT_FIELDS = [
  { field: '/smsMarketingConsent', consentType: 'SMS' },
  { field: '/smsTransactionalConsent', consentType: 'SMS_TRANSACTIONAL' },
] as const;

type SmsConsentType = (typeof SMS_CONSENT_FIELDS)[number]['consentType'];

export interface SmsConsentAnswer {
  consentType: SmsConsentType;
  optIn: boolean;
}

/**
 * The SMS consents the borrower actually answered: one per checkbox the form showed, opted in
 * when ticked, out when left empty. A checkbox hidden in this context (the transactional one
 * while its flag is off) was never asked, so it is not sent: an OPT_OUT the borrower never chose
 * would overwrite a choice they made elsewhere.
 */
export function smsConsentAnswers(ctx: RegistrationContext): SmsConsentAnswer[] {
  const step = registrationFlow.steps.find((s) =>
    SMS_CONSENT_FIELDS.some(({ field }) => field.slice(1) in s.schema.properties),
  );
  if (!step) return [];
  const hidden = new Set(hiddenFields(step.key, ctx));
  return SMS_CONSENT_FIELDS.filter(({ field }) => !hidden.has(field)).map(({ field, consentType }) => ({
    consentType,
    optIn: ctx.data[field.slice(1) as 'smsMarketingConsent' | 'smsTransactionalConsent'] === true,
  }));
}
