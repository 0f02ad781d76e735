import type { TokenStore } from '@/core/http/http-client';
import type { LoginKind } from '@/core/session/login-mode';

/** Removes one kind of session-scoped stored data (the registration draft, ...). */
export type SessionClearer = () => void;

/**
 * What a session keeps in the browser, passed in by the app: the token store, and a clearer
 * for every other piece of session-scoped data. Telemetry keys are not session data.
 */
export interface SessionControls {
  tokens: TokenStore;
  clearers: readonly SessionClearer[];
  /**
   * Answers being written (the registration draft, in this tab's session storage, never the
   * password): cleared on sign-out only. A session that ended by itself (expired, revoked) keeps
   * them, so the borrower signs in again and finds them where they left them.
   */
  drafts?: readonly SessionClearer[];
  /**
   * The identity-broker path the session was signed in on (customer or agent), kept beside the
   * token so sign-out and figureinfo take the same path; one of the clearers forgets it.
   */
  kinds?: { get(): LoginKind | null; set(kind: LoginKind): void };
}

/** How a session ends: the borrower signed out, or the back end said it is over (401/403). */
export type SessionEnd = 'logout' | 'ended';

/** Forgets the session: the token, then everything the clearers know about (and the drafts on sign-out). */
export function endSession(session: SessionControls, how: SessionEnd = 'logout'): void {
  session.tokens.clear();
  const clearers = how === 'logout' ? [...session.clearers, ...(session.drafts ?? [])] : session.clearers;
  for (const clear of clearers) {
    try {
      clear();
    } catch {
      // Storage can be unavailable (private mode, quota); the token is gone either way.
    }
  }
}
