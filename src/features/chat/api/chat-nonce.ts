import type { HttpClient } from '@/core/http/http-client';
import type { ChatNonceResponse } from '@/generated/types/chat-nonce-response';
import { CHAT_PATHS } from './chat-paths';

/** POST webchat/authenticate (signed in: the borrower's Authorization); then PUT webchat/refresh every 60 s. */
export function authenticateChat(http: HttpClient): Promise<ChatNonceResponse> {
  return http<ChatNonceResponse>('POST', CHAT_PATHS.authenticate);
}

export function refreshChatNonce(http: HttpClient, nonce: string): Promise<ChatNonceResponse> {
  return http<ChatNonceResponse>('PUT', CHAT_PATHS.refreshNonce, { query: { nonce } });
}
