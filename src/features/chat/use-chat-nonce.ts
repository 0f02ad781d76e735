import { useEffect, useRef, type RefObject } from 'react';
import settings from '@flows/chat/settings.json';
import { CHAT_TIMINGS } from '@/core/chat/limits';
import type { HttpClient } from '@/core/http/http-client';
import { authenticateChat, refreshChatNonce } from './api/chat-nonce';

/** The chat flags for this lender (flows/chat/settings.json). */
export function chatFlags(orgCode: string): { borrowerAuthentication: boolean; streamChat: boolean } {
  const own = (settings.orgs as Record<string, { borrowerAuthentication?: boolean; streamChat?: boolean }>)[orgCode];
  return {
    borrowerAuthentication: own?.borrowerAuthentication ?? settings.borrowerAuthentication,
    streamChat: own?.streamChat ?? settings.streamChat,
  };
}

/**
 * Borrower authentication: while a conversation lasts and the lender's flag is on, a nonce for
 * the signed-in borrower, refreshed every 60 seconds (none when nobody is signed in).
 */
export function useChatNonce(
  http: HttpClient,
  conversation: string | undefined,
  enabled: boolean,
): RefObject<string | undefined> {
  const nonce = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled || !conversation) return;
    let live = true;
    authenticateChat(http)
      .then((answer) => live && (nonce.current = answer.nonce))
      .catch(() => (nonce.current = undefined)); // not signed in: chat without a nonce
    const timer = window.setInterval(() => {
      if (!nonce.current) return;
      refreshChatNonce(http, nonce.current)
        .then((answer) => (nonce.current = answer.nonce))
        .catch((error: unknown) => {
          nonce.current = undefined;
          console.error('[chat] nonce refresh failed', error);
        });
    }, CHAT_TIMINGS.nonceRefreshMs);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [http, conversation, enabled]);
  return nonce;
}
