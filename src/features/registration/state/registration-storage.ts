/** Where the half-filled registration is kept (registration-draft.ts); apart, so the shell reads it without the state library. */
export const REGISTRATION_STORAGE_KEY = 'heloc-registration';

/** For session clean-up outside React (logout, 401). */
export function clearStoredRegistration(storage: Storage): void {
  storage.removeItem(REGISTRATION_STORAGE_KEY);
}
