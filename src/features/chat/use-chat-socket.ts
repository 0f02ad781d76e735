import { useEffect, useRef } from 'react';
import { startKeepAlive, type KeepAlive } from '@/core/chat/socket-keep-alive';
import type { ChatSocketClientFrame } from '@/generated/types/chat-socket-client-frame';
import type { ChatSocketServerFrame } from '@/generated/types/chat-socket-server-frame';
import { CHAT_PATHS } from './api/chat-paths';

/** The sandbox closes with this code when the token is unknown or expired. */
const CLOSE_TOKEN_INVALID = 4401;
const CLOSE_TOKEN_EXPIRED = 4408;
/** This side closes a connection whose ping went unanswered with this (application) code. */
const CLOSE_GIVEN_UP = 4000;
const MAX_BACKOFF_MS = 10_000;
/** How long a send waits for a socket still opening (the first one, or the one after a renewal). */
const OPEN_WAIT_MS = 5_000;

/** What the conversation hears: messages and status changes (the keep-alive's pongs stay here). */
export type ConversationFrame = Exclude<ChatSocketServerFrame, { type: 'pong' }>;

export interface SocketEvents {
  onFrame(frame: ConversationFrame): void;
  /** Open again after a drop: time to fetch every message after the last one seen. */
  onReconnected(): void;
  /** Open again with a new token (the old one was renewed): the same catch-up, nothing to announce. */
  onReopened(): void;
  onLost(): void;
  onTokenInvalid(): void;
}

/**
 * The chat socket while `token` is set: reconnects after any close it did not ask for, with a
 * growing wait (1 s, 2 s, 4 s, ... 10 s). Keeps itself alive (src/core/chat/socket-keep-alive.ts):
 * a ping every 10 s, a silent connection dropped and reopened, a new socket after 12 hours, and
 * none past the token's expiry (`expiration`). Returns a sender that says whether the frame went
 * out; a frame sent while the socket opens waits for it, up to 5 seconds.
 */
export function useChatSocket(
  token: string | null,
  expiration: number,
  events: SocketEvents,
): (frame: ChatSocketClientFrame) => Promise<boolean> {
  const socket = useRef<WebSocket | null>(null);
  const opening = useRef(new Set<() => void>());
  const latest = useRef(events);
  const openedBefore = useRef(false);
  useEffect(() => {
    latest.current = events;
  });

  useEffect(() => {
    if (!token) {
      openedBefore.current = false;
      return;
    }
    let stopped = false;
    let attempt = 0;
    let dropped = false;
    let timer: number | undefined;
    let keepAlive: KeepAlive | undefined;
    const drop = () => {
      if (!dropped) latest.current.onLost();
      dropped = true;
      const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
      attempt += 1;
      timer = window.setTimeout(connect, wait);
    };
    /** Closes a socket this side gave up on, without waiting for a close a dead peer never sends. */
    const abandon = (ws: WebSocket, code: number, reason: string) => {
      keepAlive?.stop();
      ws.onclose = null;
      ws.close(code, reason);
      if (socket.current === ws) socket.current = null;
    };
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(
        `${scheme}://${window.location.host}${CHAT_PATHS.socket}?token=${encodeURIComponent(token)}`,
      );
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        for (const wake of opening.current) wake();
        if (dropped) latest.current.onReconnected();
        else if (openedBefore.current) latest.current.onReopened();
        openedBefore.current = true;
        dropped = false;
        keepAlive = startKeepAlive(
          {
            sendPing: () => ws.send(JSON.stringify({ type: 'ping' } satisfies ChatSocketClientFrame)),
            onSilent() {
              abandon(ws, CLOSE_GIVEN_UP, 'no answer to ping');
              drop();
            },
            onEnd(reason) {
              abandon(ws, 1000, reason);
              if (reason === 'lifetime') connect();
              else latest.current.onTokenInvalid();
            },
            now: () => Date.now(),
            setTimer: (run, ms) => window.setTimeout(run, ms),
            clearTimer: (handle) => window.clearTimeout(handle as number),
          },
          { openedAt: Date.now(), tokenExpiration: expiration },
        );
      };
      ws.onmessage = (event) => {
        keepAlive?.heard();
        try {
          const frame = JSON.parse(String(event.data)) as ChatSocketServerFrame;
          if (frame.type !== 'pong') latest.current.onFrame(frame);
        } catch (error) {
          console.error('[chat] frame not understood', error);
        }
      };
      ws.onclose = (event) => {
        keepAlive?.stop();
        // A socket closed for a renewed token closes after its successor opened: leave that one be.
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (event.code === CLOSE_TOKEN_INVALID || event.code === CLOSE_TOKEN_EXPIRED) {
          latest.current.onTokenInvalid();
          return;
        }
        drop();
      };
    };
    connect();
    return () => {
      stopped = true;
      keepAlive?.stop();
      window.clearTimeout(timer);
      socket.current?.close(1000, 'closed by the borrower');
      socket.current = null;
    };
  }, [token, expiration]);

  return async (frame) => {
    if (socket.current?.readyState !== WebSocket.OPEN) {
      await new Promise<void>((resolve) => {
        const done = () => {
          window.clearTimeout(timer);
          opening.current.delete(done);
          resolve();
        };
        const timer = window.setTimeout(done, OPEN_WAIT_MS);
        opening.current.add(done);
      });
    }
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  };
}
