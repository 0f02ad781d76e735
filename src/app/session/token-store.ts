import { JWT_STORAGE_KEY, type TokenStore } from '@/core/http/http-client';
import type { LoginKind } from '@/core/session/login-mode';

/** The bearer token lives in local storage under the spec's `jwt` key. */
const KEY = JWT_STORAGE_KEY;

export const localTokenStore: TokenStore = {
  get: () => window.localStorage.getItem(KEY),
  set: (token) => window.localStorage.setItem(KEY, token),
  clear: () => window.localStorage.removeItem(KEY),
};

/** The identity-broker path of the session, beside the token (cleared with the session). */
export const LOGIN_KIND_KEY = 'login-kind';

export const localKindStore = {
  get: (): LoginKind | null => {
    const kind = window.localStorage.getItem(LOGIN_KIND_KEY);
    return kind === 'agent' || kind === 'customer' ? kind : null;
  },
  set: (kind: LoginKind) => window.localStorage.setItem(LOGIN_KIND_KEY, kind),
};
