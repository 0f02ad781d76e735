import { useEffect, useMemo, useRef } from 'react';
import { createTokenKeeper, type TokenKeeper } from '@/core/chat/token-refresh';
import type { HttpClient } from '@/core/http/http-client';
import { isTransient } from '@/core/http/retry';
import { refreshChatToken } from './api/refresh-token';
import { storeChat, type StoredChat } from './chat-storage';

export interface TokenEvents {
  onRenewed(session: StoredChat): void;
  onFailed(error: unknown): void;
}

/**
 * Keeps the conversation's token alive (refreshToken before it expires: 6 hours for an agent, 10
 * minutes for the chatbot), stored so a reload resumes with the new one. Sends ask `fresh()`.
 */
export function useChatToken(
  http: HttpClient,
  session: StoredChat | null,
  events: TokenEvents,
): TokenKeeper<StoredChat> {
  const current = useRef(session);
  current.current = session;
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });

  const keeper = useMemo(
    () =>
      createTokenKeeper<StoredChat>({
        current: () => current.current,
        async renew(chat) {
          const next = await refreshChatToken(http, chat.token);
          return { ...chat, token: next.token, expiration: next.expiration };
        },
        onRenewed(chat) {
          current.current = chat;
          storeChat(window.localStorage, chat);
          latest.current.onRenewed(chat);
        },
        onFailed: (error) => latest.current.onFailed(error),
        retryable: isTransient,
        now: () => Date.now(),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
      }),
    [http],
  );

  const conversation = session?.conversationSid;
  useEffect(() => {
    if (!conversation) return;
    keeper.schedule();
    return () => keeper.stop();
  }, [keeper, conversation]);
  return keeper;
}
