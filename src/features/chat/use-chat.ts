import { useCallback, useEffect, useRef, useState } from 'react';
import copy from '@flows/chat/copy.json';
import settings from '@flows/chat/settings.json';
import { mergeMessages, lastSeenSeq } from '@/core/chat/catch-up';
import type { ChatMode } from '@/core/chat/limits';
import type { HttpClient } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import { useAnnouncer } from '@/renderer/live/live-announcement';
import type { ChatConversationStatus } from '@/generated/types/chat-conversation-status';
import type { ChatMessage } from '@/generated/types/chat-message';
import { getChatHistory } from './api/chat-history';
import { chatWithAutobot } from './api/chat-with-autobot';
import { sendChatFiles } from './api/send-files';
import { forgetChat, readStoredChat, storeChat, type StoredChat } from './chat-storage';
import { chatFlags, useChatNonce } from './use-chat-nonce';
import { openConversation } from './open-conversation';
import { useChatSocket, type ConversationFrame } from './use-chat-socket';
import { useChatToken } from './use-chat-token';

export type ChatAlert = { level: 'warning' | 'error'; text: string } | null;

export interface ChatContext {
  http: HttpClient;
  orgCode: string;
  applicationUuid?: string;
  pageUrl: string;
  mode: ChatMode;
  agentId?: string;
}

const isOver = (status: ChatConversationStatus) => status === 'ended' || status === 'frozen';

/** The conversation: start or resume it, its messages live and after a reconnect, sending, and its end. */
export function useChat(context: ChatContext) {
  const { http } = context;
  const [session, setSession] = useState<StoredChat | null>(() => readStoredChat(window.localStorage, Date.now()));
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [status, setStatus] = useState<ChatConversationStatus | null>(null);
  const [alert, setAlert] = useState<ChatAlert>(null);
  const { text: announcement, announce } = useAnnouncer();
  const [starting, setStarting] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const flags = chatFlags(context.orgCode);
  const nonce = useChatNonce(http, flags.borrowerAuthentication);

  const fail = useCallback((error: unknown, text: string = copy.alerts.general) => {
    console.error('[chat]', error);
    setAlert({ level: 'error', text });
  }, []);

  const merge = useCallback(
    (incoming: readonly ChatMessage[]) => {
      setMessages((known) => mergeMessages(known, incoming));
      const masked = incoming.find((m) => m.author === 'borrower' && m.masked?.length);
      if (masked?.masked) {
        const kinds = masked.masked.map((k) => copy.maskedKinds[k]).join(', ');
        announce(copy.masked.replace('{kinds}', kinds));
      }
    },
    [announce],
  );

  // The token is gone for good (expired, or refused after a renewal): a new chat is the way on.
  const loseSession = useCallback(() => {
    forgetChat(window.localStorage);
    setSession(null);
    setAlert({ level: 'warning', text: copy.alerts.tokenInvalid });
  }, []);

  const keeper = useChatToken(http, session, {
    onRenewed: setSession,
    onFailed(error) {
      if (isTokenRefusal(error)) loseSession();
      else console.error('[chat] token refresh failed', error);
    },
  });

  /** Runs a call with a live token; when the server still refuses it, renews once and runs it again. */
  const withToken = useCallback(
    async <R>(call: (chat: StoredChat) => Promise<R>): Promise<R> => {
      const chat = await keeper.fresh();
      if (!chat) throw new Error(copy.errors.sessionMissing);
      try {
        return await call(chat);
      } catch (error) {
        if (!isTokenRefusal(error)) throw error;
        const renewed = await keeper.renewNow();
        if (!renewed) throw error;
        return call(renewed);
      }
    },
    [keeper],
  );

  // Loads (or resumes) the newest page, and whether the conversation is still going: once per
  // conversation, not again when its token is renewed.
  const conversation = session?.conversationSid;
  useEffect(() => {
    if (!conversation) return;
    let live = true;
    withToken((chat) => getChatHistory(http, chat))
      .then((page) => {
        if (!live) return;
        setMessages(page.messages);
        setHasOlder(page.hasOlder);
        setStatus(page.status);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isTokenRefusal(error)) loseSession();
        else fail(error);
      });
    return () => {
      live = false;
    };
  }, [http, conversation, withToken, loseSession, fail]);

  const catchUp = useCallback(() => {
    withToken((chat) => getChatHistory(http, chat, { after: lastSeenSeq(messagesRef.current) }))
      .then((page) => {
        merge(page.messages);
        setStatus(page.status);
      })
      .catch((error: unknown) => fail(error));
  }, [http, withToken, merge, fail]);

  const socketOpen = session?.chatMode === 'agent' && status && !isOver(status);
  const send = useChatSocket(socketOpen ? session.token : null, session?.expiration ?? 0, {
    onFrame(frame: ConversationFrame) {
      if (frame.type === 'message') merge([frame.message]);
      else setStatus(frame.status);
    },
    onReconnected() {
      setAlert(null);
      announce(copy.alerts.reconnected);
      catchUp();
    },
    // A renewed token opens a new socket: anything sent while it opened is fetched.
    onReopened: catchUp,
    onLost() {
      setAlert({ level: 'warning', text: copy.alerts.connectionLost });
    },
    onTokenInvalid() {
      setAlert({ level: 'warning', text: copy.alerts.tokenInvalid });
    },
  });

  const start = async (answers: { name: string; email: string }) => {
    setStarting(true);
    setAlert(null);
    try {
      const { http: _http, ...request } = context;
      const current = await nonce.fresh();
      const stored = await openConversation(
        http,
        { ...request, stream: flags.streamChat, ...(current ? { nonce: current } : {}) },
        answers,
      );
      storeChat(window.localStorage, stored);
      setMessages([]);
      setSession(stored);
    } catch (error) {
      fail(error);
    } finally {
      setStarting(false);
    }
  };

  const sendMessage = async (text: string, files: readonly File[]): Promise<boolean> => {
    if (!session) {
      fail(new Error(copy.errors.sessionMissing));
      return false;
    }
    setAlert(null);
    try {
      if (files.length > 0) {
        merge([await withToken((chat) => sendChatFiles(http, chat, text, files))]);
        return true;
      }
      if (session.chatMode === 'chatbot') {
        const current = await nonce.fresh();
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
        merge([reply.sent, reply.reply]);
        return true;
      }
      if (await send({ type: 'message', body: text })) return true;
      setAlert({ level: 'error', text: copy.alerts.resend });
      return false;
    } catch (error) {
      if (isTokenRefusal(error)) loseSession();
      else fail(error, copy.alerts.resend);
      return false;
    }
  };

  const loadOlder = () => {
    if (!session || messages.length === 0) return;
    withToken((chat) => getChatHistory(http, chat, { before: messages[0]!.seq }))
      .then((page) => {
        merge(page.messages);
        setHasOlder(page.hasOlder);
      })
      .catch((error: unknown) => fail(error));
  };

  const restart = () => {
    forgetChat(window.localStorage);
    setSession(null);
    setMessages([]);
    setStatus(null);
    setAlert(null);
  };

  const phase: 'start' | 'chat' | 'ended' = !session ? 'start' : status && isOver(status) ? 'ended' : 'chat';
  return {
    phase,
    session,
    messages,
    hasOlder,
    status,
    alert,
    announcement,
    starting,
    nonce: () => nonce.fresh(),
    start,
    sendMessage,
    loadOlder,
    restart,
    fail,
  };
}

function isTokenRefusal(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}
