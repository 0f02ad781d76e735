import { useEffect, useRef } from 'react';
import { OPEN_WAIT_MS } from '@/core/chat/socket-lifecycle';
import type { ChatSocketClientFrame } from '@/generated/types/chat-socket-client-frame';
import { runChatSocket, type SocketEvents, type SocketShared } from './chat-socket-connection';

export type { SocketEvents };

/**
 * The chat socket while `token` is set (chat-socket-connection.ts: reconnects, keep-alive, no
 * socket past the token's `expiration`). Returns a sender that says whether the frame went out;
 * a frame sent while the socket opens waits for it, up to 5 seconds.
 */
export function useChatSocket(
  token: string | null,
  expiration: number,
  events: SocketEvents,
): (frame: ChatSocketClientFrame) => Promise<boolean> {
  const latest = useRef(events);
  const shared = useRef<SocketShared>({
    socket: { current: null },
    opening: new Set(),
    latest,
    openedBefore: { current: false },
  }).current;
  useEffect(() => {
    latest.current = events;
  });

  useEffect(() => {
    if (token) return runChatSocket(token, expiration, shared);
    shared.openedBefore.current = false;
  }, [token, expiration, shared]);

  return async (frame) => {
    if (shared.socket.current?.readyState !== WebSocket.OPEN) await openOrTimeout(shared.opening);
    const ws = shared.socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  };
}

/** Waits for the socket to open (its waker in `opening`), or 5 seconds. */
function openOrTimeout(opening: Set<() => void>): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      opening.delete(done);
      resolve();
    };
    const timer = window.setTimeout(done, OPEN_WAIT_MS);
    opening.add(done);
  });
}
