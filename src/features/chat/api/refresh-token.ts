import type { HttpClient } from '@/core/http/http-client';
import type { ChatTokenRequest } from '@/generated/types/chat-token-request';
import type { ChatTokenResponse } from '@/generated/types/chat-token-response';
import { CHAT_PATHS } from './chat-paths';

export function refreshChatToken(http: HttpClient, token: string): Promise<ChatTokenResponse> {
  const body: ChatTokenRequest = { token };
  return http<ChatTokenResponse>('POST', CHAT_PATHS.refreshToken, { body, external: true });
}
