import type { HttpClient } from '@/core/http/http-client';
import type { ChatbotMessageRequest } from '@/generated/types/chatbot-message-request';
import type { ChatbotReplyResponse } from '@/generated/types/chatbot-reply-response';
import { CHAT_PATHS, chatTokenHeaders } from './chat-paths';

export function chatWithAutobot(
  http: HttpClient,
  token: string,
  body: ChatbotMessageRequest,
): Promise<ChatbotReplyResponse> {
  return http<ChatbotReplyResponse>('POST', CHAT_PATHS.chatbot, {
    body,
    headers: chatTokenHeaders(token),
    external: true,
  });
}
