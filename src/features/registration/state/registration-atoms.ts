import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { RegistrationData } from '@/generated/types/registration-data';

export const REGISTRATION_STORAGE_KEY = 'heloc-registration';

/** Fields never written to storage: a reload asks for the password again. */
const SECRET_FIELDS = ['password', 'confirmPassword'] as const;

export function withoutSecrets(data: RegistrationData): RegistrationData {
  const copy = { ...data } as Record<string, unknown>;
  for (const field of SECRET_FIELDS) delete copy[field];
  return copy as RegistrationData;
}

const jsonStorage = createJSONStorage<RegistrationData>(() => window.sessionStorage);

/** Session storage minus the secrets; what a reload of the same tab gets back. */
const registrationStorage: typeof jsonStorage = {
  ...jsonStorage,
  setItem: (key, value) => jsonStorage.setItem(key, withoutSecrets(value)),
};

export const registrationDataAtom = atomWithStorage<RegistrationData>(
  REGISTRATION_STORAGE_KEY,
  {},
  registrationStorage,
  { getOnInit: true },
);

/** Clears the half-filled application: after the account is created, and on logout. */
export const clearRegistrationAtom = atom(null, (_get, set) => set(registrationDataAtom, RESET));

/** For session clean-up outside React (logout, 401). */
export function clearStoredRegistration(storage: Storage): void {
  storage.removeItem(REGISTRATION_STORAGE_KEY);
}
