import copy from '@flows/chat/copy.json';
import settings from '@flows/chat/settings.json';
import { isTokenRefusal } from '@/core/chat/conversation';
import type { ChatEffect, ChatEvent, ChatState } from '@/core/chat/conversation-events';
import type { ChatMode } from '@/core/chat/limits';
import type { TokenKeeper } from '@/core/chat/token-refresh';
import type { HttpClient } from '@/core/http/http-client';
import type { ChatSocketClientFrame } from '@/generated/types/chat-socket-client-frame';
import { getChatHistory } from './api/chat-history';
import { chatWithAutobot } from './api/chat-with-autobot';
import { sendChatFiles } from './api/send-files';
import { forgetChat, storeChat, type StoredChat } from './chat-storage';
import { openConversation } from './open-conversation';

export interface ChatContext {
  http: HttpClient;
  orgCode: string;
  applicationUuid?: string;
  pageUrl: string;
  mode: ChatMode;
  agentId?: string;
}

export interface EffectDeps {
  context: ChatContext;
  stream: boolean;
  state(): ChatState<StoredChat>;
  nonce(): Promise<string | undefined>;
  keeper: Pick<TokenKeeper<StoredChat>, 'fresh' | 'renewNow'>;
  send(frame: ChatSocketClientFrame): Promise<boolean>;
  announce(text: string): void;
}

type Event = ChatEvent<StoredChat>;

/**
 * Runs what the conversation's state machine (src/core/chat/conversation.ts) asks for: requests,
 * storage, the socket, announcements. Answers with the event the outcome makes, if any.
 */
export function chatEffects(deps: EffectDeps): (effect: ChatEffect) => Promise<Event | null> {
  const { context } = deps;
  const { http } = context;

  /** Runs a call with a live token; when the server still refuses it, renews once and runs it again. */
  const withToken = async <R>(call: (chat: StoredChat) => Promise<R>): Promise<R> => {
    const chat = await deps.keeper.fresh();
    if (!chat) throw new Error(copy.errors.sessionMissing);
    try {
      return await call(chat);
    } catch (error) {
      if (!isTokenRefusal(error)) throw error;
      const renewed = await deps.keeper.renewNow();
      if (!renewed) throw error;
      return call(renewed);
    }
  };
  const conversation = () => deps.state().session?.conversationSid ?? '';

  const chatbotReply = async (text: string) => {
    const current = await deps.nonce();
    const reply = await withToken((chat) =>
      chatWithAutobot(http, chat.token, {
        conversationId: chat.conversationSid,
        message: text,
        organization: context.orgCode,
        pageUrl: context.pageUrl,
        senderId: chat.email,
        senderType: 'APPLICANT',
        tag: settings.tag,
        ...(context.applicationUuid ? { applicationId: context.applicationUuid } : {}),
        ...(current ? { nonce: current } : {}),
      }),
    );
    return [reply.sent, reply.reply];
  };

  const run = async (effect: ChatEffect): Promise<Event | null> => {
    switch (effect.type) {
      case 'open-conversation': {
        const { http: _http, ...request } = context;
        const current = await deps.nonce();
        const options = { ...request, stream: deps.stream, ...(current ? { nonce: current } : {}) };
        return { type: 'started', session: await openConversation(http, options, effect.answers) };
      }
      case 'load-history': {
        const asked = conversation();
        const page = await withToken((chat) => getChatHistory(http, chat));
        return { type: 'history-loaded', page: { ...page, conversation: asked } };
      }
      case 'catch-up': {
        const asked = conversation();
        const page = await withToken((chat) => getChatHistory(http, chat, { after: effect.after }));
        return { type: 'caught-up', page: { ...page, conversation: asked } };
      }
      case 'load-older': {
        const asked = conversation();
        const page = await withToken((chat) => getChatHistory(http, chat, { before: effect.before }));
        return { type: 'older-loaded', page: { ...page, conversation: asked } };
      }
      case 'send':
        if (effect.route === 'files')
          return {
            type: 'sent',
            messages: [await withToken((chat) => sendChatFiles(http, chat, effect.text, effect.files))],
          };
        if (effect.route === 'chatbot') return { type: 'sent', messages: await chatbotReply(effect.text) };
        if (await deps.send({ type: 'message', body: effect.text })) return { type: 'sent', messages: [] };
        return { type: 'failed', alert: 'resend' };
      case 'store-session': {
        const { session } = deps.state();
        if (session) storeChat(window.localStorage, session);
        return null;
      }
      case 'forget-session':
        forgetChat(window.localStorage);
        return null;
      case 'announce':
        if (effect.key === 'reconnected') deps.announce(copy.alerts.reconnected);
        else deps.announce(copy.masked.replace('{kinds}', effect.kinds.map((k) => copy.maskedKinds[k]).join(', ')));
        return null;
      case 'log':
        console.error('[chat]', effect.error);
        return null;
      case 'log-missing-session':
        console.error('[chat]', new Error(copy.errors.sessionMissing));
        return null;
    }
  };

  return (effect) => {
    const asked = conversation();
    return run(effect).catch((error: unknown): Event => {
      if (effect.type === 'send') return { type: 'failed', error, alert: 'resend', tokenLossEndsChat: true };
      if (effect.type === 'open-conversation') return { type: 'failed', error };
      return { type: 'failed', error, tokenLossEndsChat: effect.type === 'load-history', conversation: asked };
    });
  };
}
