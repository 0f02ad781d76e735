import { CHAT_TIMINGS } from './limits';

export interface NonceKeeperDeps {
  /** webchat/authenticate: a new nonce for the signed-in borrower. */
  authenticate(): Promise<string>;
  /** webchat/refresh: the nonce that replaces this one. */
  refresh(nonce: string): Promise<string>;
  /** Told when neither call gave a nonce: chat goes on without one until the next try. */
  onFailed(error: unknown): void;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface NonceKeeper {
  /** Obtains a nonce now and refreshes it every 60 s until `stop()` (call when signed in). */
  start(): void;
  stop(): void;
  /**
   * A nonce obtained or refreshed within the last 60 s, refreshed first when it is older (a timer a
   * background tab delayed, a clock moved on); undefined when none can be had.
   */
  fresh(): Promise<string | undefined>;
}

/**
 * Borrower authentication for chat (platform-services.md section 7): a nonce obtained once signed
 * in, refreshed every 60 s, sent with init web chat, chatWithAutobot and the chatbot feedback. The
 * server lets a nonce live about two refreshes, so "Start new chat" minutes later must not reuse
 * an old one: `fresh()` answers a current nonce. A refused refresh (the nonce expired while the
 * tab slept) authenticates again. One call at a time: a refresh replaces the nonce it was given.
 */
export function createNonceKeeper(deps: NonceKeeperDeps): NonceKeeper {
  let nonce: { value: string; at: number } | undefined;
  let pending: Promise<string | undefined> | null = null;
  let timer: unknown;
  let running = false;

  const clear = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
  };

  const schedule = () => {
    clear();
    if (running) timer = deps.setTimer(() => void renew(), CHAT_TIMINGS.nonceRefreshMs);
  };

  function renew(): Promise<string | undefined> {
    pending ??= (async () => {
      const old = nonce?.value;
      let value: string | undefined;
      try {
        value = old ? await deps.refresh(old).catch(() => deps.authenticate()) : await deps.authenticate();
      } catch (error) {
        if (running) deps.onFailed(error);
      }
      pending = null;
      if (!running) return undefined;
      nonce = value === undefined ? undefined : { value, at: deps.now() };
      schedule();
      return value;
    })();
    return pending;
  }

  return {
    start() {
      if (running) return;
      running = true;
      nonce = undefined;
      void renew();
    },
    stop() {
      running = false;
      nonce = undefined;
      clear();
    },
    fresh() {
      if (!running) return Promise.resolve(undefined);
      if (pending) return pending;
      if (nonce && deps.now() - nonce.at < CHAT_TIMINGS.nonceRefreshMs) return Promise.resolve(nonce.value);
      return renew();
    },
  };
}
