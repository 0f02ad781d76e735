import { JWT_STORAGE_KEY, type TokenStore } from '@/core/http/http-client';

/** The bearer token lives in local storage under the spec's `jwt` key. */
const KEY = JWT_STORAGE_KEY;

export const localTokenStore: TokenStore = {
  get: () => window.localStorage.getItem(KEY),
  set: (token) => window.localStorage.setItem(KEY, token),
  clear: () => window.localStorage.removeItem(KEY),
};
