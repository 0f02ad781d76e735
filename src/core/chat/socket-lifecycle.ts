/** The sandbox closes with these codes when the token is unknown or expired. */
export const CLOSE_TOKEN_INVALID = 4401;
export const CLOSE_TOKEN_EXPIRED = 4408;
/** This side closes a connection whose ping went unanswered with this (application) code. */
export const CLOSE_GIVEN_UP = 4000;
const MAX_BACKOFF_MS = 10_000;
/** How long a send waits for a socket still opening (the first one, or the one after a renewal). */
export const OPEN_WAIT_MS = 5_000;

/** The wait before reconnect attempt `attempt` (0 first): 1 s, 2 s, 4 s, ... never over 10 s. */
export function reconnectWaitMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
}

/** A close this side did not ask for: the token is refused (no point reconnecting), or a drop. */
export function closeMeaning(code: number): 'token-invalid' | 'dropped' {
  return code === CLOSE_TOKEN_INVALID || code === CLOSE_TOKEN_EXPIRED ? 'token-invalid' : 'dropped';
}

/**
 * What an open socket tells the conversation: after a drop it reconnected (announce it, catch
 * up); after an earlier socket closed for a renewed token it reopened (catch up quietly); the
 * first socket says nothing.
 */
export function openedAs(was: { dropped: boolean; openedBefore: boolean }): 'reconnected' | 'reopened' | null {
  if (was.dropped) return 'reconnected';
  return was.openedBefore ? 'reopened' : null;
}

/** The socket's address on the page's own host: wss on https, ws otherwise. */
export function chatSocketUrl(page: { protocol: string; host: string }, path: string, token: string): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${page.host}${path}?token=${encodeURIComponent(token)}`;
}
