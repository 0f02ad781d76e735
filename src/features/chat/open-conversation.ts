import copy from '@flows/chat/copy.json';
import settings from '@flows/chat/settings.json';
import type { ChatMode } from '@/core/chat/limits';
import type { HttpClient } from '@/core/http/http-client';
import { initWebChat } from './api/init-web-chat';
import { getWebChatInfo } from './api/web-chat-info';
import type { StoredChat } from './chat-storage';

export interface ConversationOptions {
  orgCode: string;
  applicationUuid?: string;
  pageUrl: string;
  mode: ChatMode;
  agentId?: string;
  nonce?: string;
  /** The stream provider's init call rather than the other provider's. */
  stream: boolean;
}

/** Starts a conversation (init web chat, then its contact) and answers what a reload needs to resume it. */
export async function openConversation(
  http: HttpClient,
  request: ConversationOptions,
  answers: { name: string; email: string },
): Promise<StoredChat> {
  const init = await initWebChat(
    http,
    {
      name: answers.name,
      email: answers.email,
      pageUrl: request.pageUrl,
      chatMode: request.mode,
      orgCode: request.orgCode,
      tag: settings.tag,
      skill: settings.skill,
      ...(request.applicationUuid ? { applicationUuid: request.applicationUuid } : {}),
      ...(request.agentId ? { agentId: request.agentId } : {}),
      ...(request.nonce ? { nonce: request.nonce } : {}),
    },
    request.stream,
  );
  if (!init.omniProxyChannelId) throw new Error(copy.errors.omniProxyMissing);
  const info = await getWebChatInfo(http, init.omniProxyChannelId);
  if (!info.contactId) throw new Error(copy.errors.contactMissing);
  return {
    token: init.token,
    conversationSid: init.conversationSid,
    omniProxyChannelId: init.omniProxyChannelId,
    expiration: init.expiration,
    chatMode: init.chatMode,
    name: answers.name,
    email: answers.email,
  };
}
