import { CHAT_TIMINGS, socketClosesAt } from './limits';

/** Longest wait a browser timer takes (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface KeepAliveDeps {
  /** Sends a ping frame on the socket. */
  sendPing(): void;
  /** The last ping went unanswered for 10 s: the connection is dead though no close came. */
  onSilent(): void;
  /**
   * The socket reached the end of its life: 12 hours after it opened ('lifetime', open a new one),
   * or its token's expiry ('token-expired', the conversation cannot go on with this token).
   */
  onEnd(reason: 'lifetime' | 'token-expired'): void;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface KeepAlive {
  /** Anything came from the server (a pong, a message): the connection lives. */
  heard(): void;
  stop(): void;
}

/**
 * The browser's side of the chat socket's keep-alive (platform-services.md sections 7 and 9): a
 * ping every 10 seconds, a connection given up when a ping has had no answer by the next one, and
 * the socket ended at its token's expiry and never kept longer than 12 hours.
 */
export function startKeepAlive(deps: KeepAliveDeps, socket: { openedAt: number; tokenExpiration: number }): KeepAlive {
  let unanswered = false;
  let stopped = false;
  const timers: unknown[] = [];
  const stop = () => {
    stopped = true;
    timers.splice(0).forEach((t) => deps.clearTimer(t));
  };

  const ping = () => {
    if (stopped) return;
    if (unanswered) {
      stop();
      deps.onSilent();
      return;
    }
    unanswered = true;
    deps.sendPing();
    timers[0] = deps.setTimer(ping, CHAT_TIMINGS.pingMs);
  };
  timers[0] = deps.setTimer(ping, CHAT_TIMINGS.pingMs);

  const closesAt = socketClosesAt(socket.openedAt, socket.tokenExpiration);
  const end = () => {
    if (stopped) return;
    const left = closesAt - deps.now();
    // A timer longer than a browser keeps, or one that fired early: wait the rest.
    if (left > 0) {
      timers[1] = deps.setTimer(end, Math.min(left, MAX_TIMER_MS));
      return;
    }
    stop();
    deps.onEnd(deps.now() >= socket.tokenExpiration ? 'token-expired' : 'lifetime');
  };
  timers[1] = deps.setTimer(end, Math.min(Math.max(0, closesAt - deps.now()), MAX_TIMER_MS));

  return {
    heard: () => (unanswered = false),
    stop,
  };
}
