import type { SessionClearer, SessionControls } from '@/features/session/session-controls';
import { clearStoredRegistration } from '@/features/registration/state/registration-atoms';
import { clearScreenDrafts } from '@/features/application/state/screen-drafts';
import { JOURNEY_ORIGIN_KEY } from '@/features/registration/state/journey-atoms';
import { localTokenStore, LOGIN_KIND_KEY, localKindStore } from './token-store';

/**
 * Session-scoped data other than the token, one clearer each; sign-out and an ended session run
 * them all. Telemetry keys and the privacy choice are not session data and stay.
 */
export const SESSION_CLEARERS: SessionClearer[] = [() => window.localStorage.removeItem(LOGIN_KIND_KEY)];

/** The half-filled registration, where it came from, and half-filled application screens: kept when a session ends by itself, cleared on sign-out. */
export const SESSION_DRAFTS: SessionClearer[] = [
  () => clearStoredRegistration(window.sessionStorage),
  () => window.sessionStorage.removeItem(JOURNEY_ORIGIN_KEY),
  () => clearScreenDrafts(window.sessionStorage),
];

/** The browser's session: the jwt in local storage plus the clearers above. */
export const appSession: SessionControls = {
  tokens: localTokenStore,
  clearers: SESSION_CLEARERS,
  drafts: SESSION_DRAFTS,
  kinds: localKindStore,
};
