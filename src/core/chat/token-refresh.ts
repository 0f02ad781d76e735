import { tokenLifetimeMs, type ChatMode } from './limits';

/**
 * A token is renewed once this share of its life has passed: 8 minutes into the chatbot's 10,
 * 4 h 48 min into an agent's 6 h. The fifth of its life left is the room for a timer a background
 * tab delays (Chromium runs a hidden tab's timers at most once a minute) or a slow answer.
 */
export const TOKEN_RENEW_AFTER = 0.8;

/**
 * After a renewal failed on the way (a dropped connection, a timeout, a 5xx), it is tried again
 * this much later, as long as the token still lives: the chatbot's two minutes of room leave seven
 * more tries. A refusal (a 4xx) is not tried again.
 */
export const TOKEN_RETRY_MS = 15_000;

/** Longest wait a browser timer takes (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ChatToken {
  token: string;
  /** When the token expires (epoch ms), as the server said. */
  expiration: number;
  chatMode: ChatMode;
}

/** When a token should be renewed (epoch ms). */
export function tokenRenewsAt(token: Pick<ChatToken, 'expiration' | 'chatMode'>): number {
  return token.expiration - tokenLifetimeMs(token.chatMode) * (1 - TOKEN_RENEW_AFTER);
}

/** Whether a token is due for renewal at `now`: it is, too, once it has expired. */
export function tokenNeedsRenewal(token: Pick<ChatToken, 'expiration' | 'chatMode'>, now: number): boolean {
  return now >= tokenRenewsAt(token);
}

export interface TokenKeeperDeps<T extends ChatToken> {
  /** The session as it is now (null once the chat is gone). */
  current(): T | null;
  /** Asks the server for a new token for this session; resolves with the session carrying it. */
  renew(session: T): Promise<T>;
  /** Told of every renewed session, to keep and show it. */
  onRenewed(session: T): void;
  /** Told when a renewal failed: the token can no longer be trusted. */
  onFailed(error: unknown): void;
  /** Whether a failed renewal is worth another try (the request failed on the way, not refused). */
  retryable(error: unknown): boolean;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface TokenKeeper<T extends ChatToken> {
  /** Renews on a timer from now on, before each expiry; call again after a session change. */
  schedule(): void;
  /** The session with a token that is not due: renewed first when it is (rejects as the renewal did). */
  fresh(): Promise<T | null>;
  /** Renews now whatever the clock says (the server refused the token); rejects when that fails. */
  renewNow(): Promise<T | null>;
  stop(): void;
}

/**
 * Keeps a chat token alive: a timer renews it before it expires, and a send asks for a fresh one
 * first, so a tab whose timer came late still sends with a live token. One renewal at a time: the
 * server replaces the token it renews, so a second call with the old one would be refused.
 */
export function createTokenKeeper<T extends ChatToken>(deps: TokenKeeperDeps<T>): TokenKeeper<T> {
  let timer: unknown;
  let pending: Promise<T | null> | null = null;
  let stopped = false;

  const clear = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
  };

  const renewNow = (): Promise<T | null> => {
    const session = deps.current();
    if (!session || stopped) return Promise.resolve(session);
    pending ??= deps
      .renew(session)
      .then((renewed) => {
        pending = null;
        if (stopped) return renewed;
        deps.onRenewed(renewed);
        schedule();
        return renewed;
      })
      .catch((error: unknown) => {
        pending = null;
        if (!stopped) {
          deps.onFailed(error);
          if (deps.retryable(error)) retryLater();
        }
        throw error;
      });
    return pending;
  };

  /** Another try in TOKEN_RETRY_MS while the token lives; after that only a send tries again. */
  function retryLater(): void {
    clear();
    const session = deps.current();
    if (!session || deps.now() + TOKEN_RETRY_MS >= session.expiration) return;
    timer = deps.setTimer(() => {
      timer = undefined;
      renewNow().catch(() => undefined); // onFailed was told
    }, TOKEN_RETRY_MS);
  }

  function schedule(): void {
    clear();
    const session = deps.current();
    if (!session || stopped) return;
    const wait = Math.max(0, tokenRenewsAt(session) - deps.now());
    timer = deps.setTimer(
      () => {
        timer = undefined;
        const now = deps.current();
        // A timer may fire early (a wait longer than a timer takes): then it only waits again.
        if (now && tokenNeedsRenewal(now, deps.now()))
          renewNow().catch(() => undefined); // onFailed was told
        else schedule();
      },
      Math.min(wait, MAX_TIMER_MS),
    );
  }

  return {
    schedule() {
      stopped = false;
      if (!pending) schedule();
    },
    fresh() {
      if (pending) return pending;
      const session = deps.current();
      if (!session || !tokenNeedsRenewal(session, deps.now())) return Promise.resolve(session);
      return renewNow();
    },
    renewNow,
    stop() {
      stopped = true;
      clear();
    },
  };
}
