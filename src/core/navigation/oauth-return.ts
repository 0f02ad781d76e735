import { isApplicationUuid } from '@/core/application/screen-path';
import type { CountStorage } from './chunk-reload';

/**
 * The bank-link OAuth round trip (borrower-journey.md section 2, plaid-oauth-success: "the
 * application uuid is recovered from a stored value"). Before the borrower leaves for their bank
 * the app keeps the application uuid and the screen they left from, and nothing else, in local
 * storage (a bank may send them back in another tab); the return page takes it (reading removes
 * it) and continues that screen. A value older than OAUTH_RETURN_TTL_MS is stale. Storage is
 * passed in so this stays pure.
 */
export const OAUTH_RETURN_KEY = 'bank-link-return';
export const OAUTH_RETURN_TTL_MS = 30 * 60 * 1000;
/** Only the income and bank steps start a bank link; anything else in storage is not ours. */
const RETURN_SCREEN = /^(income|bank)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)?$/;

export interface OAuthReturn {
  uuid: string;
  screen: string;
}

export type OAuthReturnOutcome =
  { kind: 'continue'; uuid: string; screen: string } | { kind: 'missing' } | { kind: 'stale' };

export function isOAuthReturnScreen(screen: string): boolean {
  return RETURN_SCREEN.test(screen);
}

export function saveOAuthReturn(storage: CountStorage, value: OAuthReturn, now: number): void {
  if (!isApplicationUuid(value.uuid) || !isOAuthReturnScreen(value.screen))
    throw new Error(`Not a bank-link return: ${value.uuid} ${value.screen}`);
  storage.setItem(
    OAUTH_RETURN_KEY,
    JSON.stringify({ uuid: value.uuid, screen: value.screen, expiresAt: now + OAUTH_RETURN_TTL_MS }),
  );
}

/** The stored return, once: it is removed whatever it holds. Malformed counts as missing. */
export function takeOAuthReturn(storage: CountStorage, now: number): OAuthReturnOutcome {
  const raw = storage.getItem(OAUTH_RETURN_KEY);
  storage.removeItem(OAUTH_RETURN_KEY);
  if (raw === null) return { kind: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'missing' };
  }
  const { uuid, screen, expiresAt } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof uuid !== 'string' || typeof screen !== 'string' || typeof expiresAt !== 'number')
    return { kind: 'missing' };
  if (!isApplicationUuid(uuid) || !isOAuthReturnScreen(screen)) return { kind: 'missing' };
  if (now >= expiresAt || expiresAt - now > OAUTH_RETURN_TTL_MS) return { kind: 'stale' };
  return { kind: 'continue', uuid, screen };
}

/** The query the bank's redirect carries that the screen needs to finish the link. */
export const OAUTH_STATE_PARAM = 'oauth_state_id';

/**
 * Where the return page sends the borrower: the screen they left from with the bank's state id,
 * or the dashboard (with a notice key) when the stored value is missing or stale.
 */
export function oauthReturnTarget(
  outcome: OAuthReturnOutcome,
  search: string,
): { path: string; notice?: 'bankLinkMissing' | 'bankLinkStale' } {
  if (outcome.kind === 'missing') return { path: '/dashboard', notice: 'bankLinkMissing' };
  if (outcome.kind === 'stale') return { path: '/dashboard', notice: 'bankLinkStale' };
  const state = new URLSearchParams(search).get(OAUTH_STATE_PARAM);
  const query = state ? `?${new URLSearchParams({ [OAUTH_STATE_PARAM]: state }).toString()}` : '';
  return { path: `/account/heloc/${outcome.uuid}/${outcome.screen}${query}` };
}
