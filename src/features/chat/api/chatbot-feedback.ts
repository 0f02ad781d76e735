import type { HttpClient } from '@/core/http/http-client';
import type { ChatbotFeedbackRequest } from '@/generated/types/chatbot-feedback-request';
import type { ChatMessage } from '@/generated/types/chat-message';
import type { StoredChat } from '../chat-storage';
import { CHAT_PATHS, chatTokenHeaders } from './chat-paths';

export function setChatReplyUsedWithFeedback(
  http: HttpClient,
  token: string,
  body: ChatbotFeedbackRequest,
): Promise<void> {
  return http<void>('POST', CHAT_PATHS.feedback, { body, headers: chatTokenHeaders(token), external: true });
}

/** What a thumbs up or down says of an answer; the rest of the body is the same for both. */
export type ChatbotVerdict = Pick<ChatbotFeedbackRequest, 'helpful' | 'feedbackMessage' | 'reason'>;

/**
 * Rates a chatbot answer: the answer and its conversation, the sender, the verdict, and a current
 * nonce (`nonce` answers none when nobody is signed in).
 */
export async function rateChatbotReply(
  http: HttpClient,
  session: StoredChat,
  message: ChatMessage,
  nonce: () => Promise<string | null | undefined>,
  verdict: ChatbotVerdict,
): Promise<void> {
  const current = await nonce();
  return setChatReplyUsedWithFeedback(http, session.token, {
    questionId: message.questionId ?? '',
    conversationId: session.conversationSid,
    responseToCustomer: message.body,
    ...verdict,
    rating: 0,
    senderEmail: session.email,
    senderType: 'APPLICANT',
    ...(current ? { nonce: current } : {}),
  });
}
