import { useEffect, useRef } from 'react';
import type { ChatSocketClientFrame } from '@/generated/types/chat-socket-client-frame';
import type { ChatSocketServerFrame } from '@/generated/types/chat-socket-server-frame';
import { CHAT_PATHS } from './api/chat-paths';

/** The sandbox closes with this code when the token is unknown or expired. */
const CLOSE_TOKEN_INVALID = 4401;
const CLOSE_TOKEN_EXPIRED = 4408;
const MAX_BACKOFF_MS = 10_000;
/** How long a send waits for a socket still opening (the first one, or the one after a renewal). */
const OPEN_WAIT_MS = 5_000;

export interface SocketEvents {
  onFrame(frame: ChatSocketServerFrame): void;
  /** Open again after a drop: time to fetch every message after the last one seen. */
  onReconnected(): void;
  /** Open again with a new token (the old one was renewed): the same catch-up, nothing to announce. */
  onReopened(): void;
  onLost(): void;
  onTokenInvalid(): void;
}

/**
 * The chat socket while `token` is set: reconnects after any close it did not ask for, with a
 * growing wait (1 s, 2 s, 4 s, ... 10 s). Returns a sender that says whether the frame went out;
 * a frame sent while the socket opens waits for it, up to 5 seconds.
 */
export function useChatSocket(
  token: string | null,
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
      };
      ws.onmessage = (event) => {
        try {
          latest.current.onFrame(JSON.parse(String(event.data)) as ChatSocketServerFrame);
        } catch (error) {
          console.error('[chat] frame not understood', error);
        }
      };
      ws.onclose = (event) => {
        // A socket closed for a renewed token closes after its successor opened: leave that one be.
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (event.code === CLOSE_TOKEN_INVALID || event.code === CLOSE_TOKEN_EXPIRED) {
          latest.current.onTokenInvalid();
          return;
        }
        if (!dropped) latest.current.onLost();
        dropped = true;
        const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
        attempt += 1;
        timer = window.setTimeout(connect, wait);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socket.current?.close(1000, 'closed by the borrower');
      socket.current = null;
    };
  }, [token]);

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
