import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import type { RegistrationData } from '@/generated/types/registration-data';
import { jsonSessionStorage } from './json-session-storage';

export const REGISTRATION_STORAGE_KEY = 'heloc-registration';

/** Fields never written to storage: a reload asks for the password again. */
const SECRET_FIELDS = ['password', 'confirmPassword'] as const;

export function withoutSecrets(data: RegistrationData): RegistrationData {
  const copy = { ...data } as Record<string, unknown>;
  for (const field of SECRET_FIELDS) delete copy[field];
  return copy as RegistrationData;
}

/**
 * Session storage written once typing pauses (DRAFT_WRITE_DELAY_MS), and at once when the tab is
 * hidden or left (a reload fires pagehide first): a keystroke no longer waits for a synchronous
 * storage write (docs/performance.md, keystroke latency), and a reload still finds every answer.
 */
export const DRAFT_WRITE_DELAY_MS = 300;
const pendingWrites = new Map<string, string>();
let writeTimer: ReturnType<typeof setTimeout> | undefined;

/** Writes what is waiting now; the page's hide and the tests call it. */
export function flushRegistrationDraft(): void {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  const writes = [...pendingWrites];
  pendingWrites.clear();
  for (const [key, value] of writes) window.sessionStorage.setItem(key, value);
}

let listening = false;
/** From the first write on (not at import: the prerender imports this module outside a browser). */
function flushWhenHidden(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushRegistrationDraft);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushRegistrationDraft();
  });
}

const writeBehindSession = {
  getItem: (key: string) => pendingWrites.get(key) ?? window.sessionStorage.getItem(key),
  setItem: (key: string, value: string) => {
    flushWhenHidden();
    pendingWrites.set(key, value);
    writeTimer ??= setTimeout(flushRegistrationDraft, DRAFT_WRITE_DELAY_MS);
  },
  removeItem: (key: string) => {
    pendingWrites.delete(key);
    window.sessionStorage.removeItem(key);
  },
};

const jsonStorage = jsonSessionStorage<RegistrationData>(() => writeBehindSession);

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
  // A write still waiting would bring the answers back after the logout.
  pendingWrites.delete(REGISTRATION_STORAGE_KEY);
  storage.removeItem(REGISTRATION_STORAGE_KEY);
}
