import { useEffect, useMemo } from 'react';
import settings from '@flows/chat/settings.json';
import { createNonceKeeper, type NonceKeeper } from '@/core/chat/nonce-keeper';
import { JWT_STORAGE_KEY, type HttpClient } from '@/core/http/http-client';
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
 * Borrower authentication: while the lender's flag is on and a borrower is signed in, a nonce
 * obtained at once and refreshed every 60 seconds, whether or not a conversation is going, so
 * init web chat carries one too. `fresh()` answers it (none when nobody is signed in).
 */
export function useChatNonce(http: HttpClient, enabled: boolean): Pick<NonceKeeper, 'fresh'> {
  const keeper = useMemo(
    () =>
      createNonceKeeper({
        authenticate: () => authenticateChat(http).then((answer) => answer.nonce),
        refresh: (nonce) => refreshChatNonce(http, nonce).then((answer) => answer.nonce),
        onFailed: (error) => console.error('[chat] no nonce', error),
        now: () => Date.now(),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
      }),
    [http],
  );
  const signedIn = Boolean(window.localStorage.getItem(JWT_STORAGE_KEY));
  useEffect(() => {
    if (!enabled || !signedIn) return;
    keeper.start();
    return () => keeper.stop();
  }, [keeper, enabled, signedIn]);
  return keeper;
}
