import { isSafeRedirectPath } from '../navigation/safe-links';
import type { LoginKind, LoginMode } from './login-mode';
import { SESSION_SETTINGS } from './session-settings';

/**
 * The sign-in through the authentication provider ('Login redirect through the authentication
 * provider', borrower-journey spec section 7): the app starts a round trip with a random state,
 * the provider sends the browser back to the callback with a code and that state, and the app
 * trades the code only when the state is the one this tab started with.
 */

/** Storage key (this tab's session storage) of the round trip under way. */
export const PENDING_LOGIN_KEY = 'hosted-login';

export interface PendingLogin {
  state: string;
  kind: LoginKind;
  /** Where to go once signed in; checked again on return. */
  redirectUrl: string | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * True when this sign-in goes through the provider: a lender whose borrowers have no password
 * (manifest authMode identity-provider) on the borrower path, or a broker-style login mode
 * (platform spec, section 6) on either path.
 */
export function usesHostedLogin(
  kind: LoginKind,
  mode: LoginMode | undefined,
  authMode: 'password' | 'identity-provider' | undefined,
  settings: Pick<typeof SESSION_SETTINGS, 'login'> = SESSION_SETTINGS,
): boolean {
  if (kind === 'customer' && authMode === 'identity-provider') return true;
  return mode !== undefined && settings.login.hostedModes.includes(mode);
}

/** A state of 32 url-safe characters from 24 random bytes. */
export function loginStateFrom(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function savePendingLogin(storage: KeyValueStorage, pending: PendingLogin): void {
  storage.setItem(PENDING_LOGIN_KEY, JSON.stringify(pending));
}

/** Reads the round trip once (it is removed whatever the answer), and only when it names `state`. */
export function takePendingLogin(storage: KeyValueStorage, state: string | null): PendingLogin | null {
  const raw = storage.getItem(PENDING_LOGIN_KEY);
  storage.removeItem(PENDING_LOGIN_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingLogin>;
    if (typeof pending.state !== 'string' || pending.state !== state) return null;
    return {
      state,
      kind: pending.kind === 'agent' ? 'agent' : 'customer',
      redirectUrl: isSafeRedirectPath(pending.redirectUrl) ? pending.redirectUrl : null,
    };
  } catch {
    return null;
  }
}

/**
 * The provider's page the broker named: a path of this site, or an https address. Anything
 * else (javascript:, http:, a protocol-relative or backslashed address) is refused.
 */
export function providerAddress(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || /[\s\\]/.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (value.startsWith('/')) return url.origin === origin ? url.href : null;
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? url.href : null;
}

export type CallbackOutcome = { trade: { code: string; pending: PendingLogin } } | { failed: true; kind: LoginKind };

/** What the callback's address says: a code to trade for this tab's round trip, or a failure. */
export function callbackOutcome(search: string, storage: KeyValueStorage): CallbackOutcome {
  const params = new URLSearchParams(search);
  const pending = takePendingLogin(storage, params.get('state'));
  const code = params.get('code');
  if (!pending || !code || params.has('error')) return { failed: true, kind: pending?.kind ?? 'customer' };
  return { trade: { code, pending } };
}
