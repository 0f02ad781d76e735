import type { HttpClient } from '@/core/http/http-client';
import type { ChatHistoryResponse } from '@/generated/types/chat-history-response';
import { CHAT_LIMITS } from '@/core/chat/limits';
import { CHAT_PATHS, chatTokenHeaders } from './chat-paths';

/** The newest 20 messages, the page before `before`, or every message after `after` (reconnect catch-up). */
export function getChatHistory(
  http: HttpClient,
  session: { conversationSid: string; token: string },
  page: { after?: number; before?: number } = {},
): Promise<ChatHistoryResponse> {
  return http<ChatHistoryResponse>('GET', CHAT_PATHS.history(session.conversationSid), {
    query: { ...page, ...(page.after === undefined ? { limit: CHAT_LIMITS.pageSize } : {}) },
    headers: chatTokenHeaders(session.token),
    external: true,
  });
}
