import type { HttpClient } from '@/core/http/http-client';
import type { WebChatInfoRequest } from '@/generated/types/web-chat-info-request';
import type { WebChatInfoResponse } from '@/generated/types/web-chat-info-response';
import { CHAT_PATHS } from './chat-paths';

export function getWebChatInfo(http: HttpClient, omniProxyChannelId: string): Promise<WebChatInfoResponse> {
  const body: WebChatInfoRequest = { omniProxyChannelId };
  return http<WebChatInfoResponse>('POST', CHAT_PATHS.webChatInfo, { body, external: true });
}
