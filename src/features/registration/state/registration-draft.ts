import type { Refusal } from '@/core/registration/refused-answer';
import type { RegistrationData } from '@/generated/types/registration-data';
import { REGISTRATION_STORAGE_KEY } from './registration-storage';
import { sessionValue } from './session-value';

/** Fields never written to storage: a reload asks for the password again. */
const SECRET_FIELDS = ['password', 'confirmPassword'] as const;

export function withoutSecrets(data: RegistrationData): RegistrationData {
  const copy = { ...data } as Record<string, unknown>;
  for (const field of SECRET_FIELDS) delete copy[field];
  return copy as RegistrationData;
}

/**
 * The half-filled registration: session storage minus the secrets, which is what a reload of
 * the same tab gets back. reset() clears it: after the account is created, and on logout.
 */
export const registrationData = sessionValue<RegistrationData>(REGISTRATION_STORAGE_KEY, {}, withoutSecrets);

/**
 * An answer the lender's contract refused at submit: the step that asks for it shows it until the
 * next Continue. Each step is its own journey mount, so it lives here; in memory only.
 */
export const refusal = sessionValue<Refusal | null>(null, null);
