import type { HttpClient } from '@/core/http/http-client';
import type { ChatLeaveMessageRequest } from '@/generated/types/chat-leave-message-request';
import { CHAT_PATHS, chatTokenHeaders } from './chat-paths';

export function leaveChatMessage(http: HttpClient, token: string, body: ChatLeaveMessageRequest): Promise<void> {
  return http<void>('POST', CHAT_PATHS.leaveMessage, { body, headers: chatTokenHeaders(token), external: true });
}
