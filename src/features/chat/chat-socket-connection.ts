import type { ConversationFrame } from '@/core/chat/conversation-events';
import { startKeepAlive, type KeepAlive } from '@/core/chat/socket-keep-alive';
import { CLOSE_GIVEN_UP, chatSocketUrl, closeMeaning, openedAs, reconnectWaitMs } from '@/core/chat/socket-lifecycle';
import type { ChatSocketClientFrame } from '@/generated/types/chat-socket-client-frame';
import type { ChatSocketServerFrame } from '@/generated/types/chat-socket-server-frame';
import { CHAT_PATHS } from './api/chat-paths';

export interface SocketEvents {
  onFrame(frame: ConversationFrame): void;
  /** Open again after a drop: time to fetch every message after the last one seen. */
  onReconnected(): void;
  /** Open again with a new token (the old one was renewed): the same catch-up, nothing to announce. */
  onReopened(): void;
  onLost(): void;
  onTokenInvalid(): void;
}

/** What outlives one token's connection: the open socket, sends waiting for one, the listeners. */
export interface SocketShared {
  socket: { current: WebSocket | null };
  /** Wakes a send waiting for the socket to open. */
  opening: Set<() => void>;
  latest: { current: SocketEvents };
  /** A socket opened before with an earlier token: the next open is a reopening. */
  openedBefore: { current: boolean };
}

const timers = {
  now: () => Date.now(),
  setTimer: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimer: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * Connects with `token` and reconnects after any close it did not ask for, with a growing wait
 * (src/core/chat/socket-lifecycle.ts); keeps the socket alive (socket-keep-alive.ts): a ping
 * every 10 s, a silent connection dropped and reopened, a new socket after 12 hours, and none past
 * the token's expiry. Returns what closes it for good.
 */
export function runChatSocket(token: string, expiration: number, shared: SocketShared): () => void {
  let stopped = false;
  let attempt = 0;
  let dropped = false;
  let timer: number | undefined;
  let keepAlive: KeepAlive | undefined;
  const drop = () => {
    if (!dropped) shared.latest.current.onLost();
    dropped = true;
    timer = window.setTimeout(connect, reconnectWaitMs(attempt++));
  };
  /** Closes a socket this side gave up on, without waiting for a close a dead peer never sends. */
  const abandon = (ws: WebSocket, code: number, reason: string) => {
    keepAlive?.stop();
    ws.onclose = null;
    ws.close(code, reason);
    if (shared.socket.current === ws) shared.socket.current = null;
  };
  const connect = () => {
    const ws = new WebSocket(chatSocketUrl(window.location, CHAT_PATHS.socket, token));
    shared.socket.current = ws;
    ws.onopen = () => {
      attempt = 0;
      for (const wake of shared.opening) wake();
      const as = openedAs({ dropped, openedBefore: shared.openedBefore.current });
      if (as === 'reconnected') shared.latest.current.onReconnected();
      else if (as === 'reopened') shared.latest.current.onReopened();
      shared.openedBefore.current = true;
      dropped = false;
      const sendPing = () => ws.send(JSON.stringify({ type: 'ping' } satisfies ChatSocketClientFrame));
      keepAlive = startKeepAlive(
        {
          sendPing,
          onSilent() {
            abandon(ws, CLOSE_GIVEN_UP, 'no answer to ping');
            drop();
          },
          onEnd(reason) {
            abandon(ws, 1000, reason);
            if (reason === 'lifetime') connect();
            else shared.latest.current.onTokenInvalid();
          },
          ...timers,
        },
        { openedAt: Date.now(), tokenExpiration: expiration },
      );
    };
    ws.onmessage = (event) => {
      keepAlive?.heard();
      try {
        const frame = JSON.parse(String(event.data)) as ChatSocketServerFrame;
        if (frame.type !== 'pong') shared.latest.current.onFrame(frame);
      } catch (error) {
        console.error('[chat] frame not understood', error);
      }
    };
    ws.onclose = (event) => {
      keepAlive?.stop();
      // A socket closed for a renewed token closes after its successor opened: leave that one be.
      if (shared.socket.current === ws) shared.socket.current = null;
      if (stopped) return;
      if (closeMeaning(event.code) === 'token-invalid') shared.latest.current.onTokenInvalid();
      else drop();
    };
  };
  connect();
  return () => {
    stopped = true;
    keepAlive?.stop();
    window.clearTimeout(timer);
    shared.socket.current?.close(1000, 'closed by the borrower');
    shared.socket.current = null;
  };
}
