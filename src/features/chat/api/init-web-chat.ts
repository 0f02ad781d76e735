import type { HttpClient } from '@/core/http/http-client';
import type { ChatInitRequest } from '@/generated/types/chat-init-request';
import type { ChatInitResponse } from '@/generated/types/chat-init-response';
import { CHAT_PATHS } from './chat-paths';

/** Starts a conversation through the stream provider's call when the stream flag is on, else the other provider's. */
export function initWebChat(http: HttpClient, body: ChatInitRequest, stream: boolean): Promise<ChatInitResponse> {
  return http<ChatInitResponse>('POST', stream ? CHAT_PATHS.initStream : CHAT_PATHS.initTwilio, {
    body,
    external: true,
  });
}
