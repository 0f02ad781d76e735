import type { HttpClient } from '@/core/http/http-client';
import type { ChatbotFeedbackRequest } from '@/generated/types/chatbot-feedback-request';
import { CHAT_PATHS, chatTokenHeaders } from './chat-paths';

export function setChatReplyUsedWithFeedback(
  http: HttpClient,
  token: string,
  body: ChatbotFeedbackRequest,
): Promise<void> {
  return http<void>('POST', CHAT_PATHS.feedback, { body, headers: chatTokenHeaders(token), external: true });
}
