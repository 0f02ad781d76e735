import { useCallback, useEffect, useRef, useState } from 'react';
import copy from '@flows/chat/copy.json';
import settings from '@flows/chat/settings.json';
import { mergeMessages, lastSeenSeq } from '@/core/chat/catch-up';
import { CHAT_TIMINGS, type ChatMode } from '@/core/chat/limits';
import type { HttpClient } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import type { ChatConversationStatus } from '@/generated/types/chat-conversation-status';
import type { ChatMessage } from '@/generated/types/chat-message';
import type { ChatSocketServerFrame } from '@/generated/types/chat-socket-server-frame';
import { authenticateChat, refreshChatNonce } from './api/chat-nonce';
import { getChatHistory } from './api/chat-history';
import { chatWithAutobot } from './api/chat-with-autobot';
import { initWebChat } from './api/init-web-chat';
import { refreshChatToken } from './api/refresh-token';
import { sendChatFiles } from './api/send-files';
import { getWebChatInfo } from './api/web-chat-info';
import { forgetChat, readStoredChat, storeChat, type StoredChat } from './chat-storage';
import { useChatSocket } from './use-chat-socket';

export type ChatAlert = { level: 'warning' | 'error'; text: string } | null;

export interface ChatContext {
  http: HttpClient;
  orgCode: string;
  applicationUuid?: string;
  pageUrl: string;
  mode: ChatMode;
  agentId?: string;
}

/** The chat flags for this lender (flows/chat/settings.json). */
export function chatFlags(orgCode: string): { borrowerAuthentication: boolean; streamChat: boolean } {
  const own = (settings.orgs as Record<string, { borrowerAuthentication?: boolean; streamChat?: boolean }>)[orgCode];
  return {
    borrowerAuthentication: own?.borrowerAuthentication ?? settings.borrowerAuthentication,
    streamChat: own?.streamChat ?? settings.streamChat,
  };
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
  const [announcement, setAnnouncement] = useState('');
  const [starting, setStarting] = useState(false);
  const nonce = useRef<string | undefined>(undefined);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const flags = chatFlags(context.orgCode);

  const fail = useCallback((error: unknown, text: string = copy.alerts.general) => {
    console.error('[chat]', error);
    setAlert({ level: 'error', text });
  }, []);

  const merge = useCallback((incoming: readonly ChatMessage[]) => {
    setMessages((known) => mergeMessages(known, incoming));
    const masked = incoming.find((m) => m.author === 'borrower' && m.masked?.length);
    if (masked?.masked) {
      const kinds = masked.masked.map((k) => copy.maskedKinds[k]).join(', ');
      setAnnouncement(copy.masked.replace('{kinds}', kinds));
    }
  }, []);

  // Loads (or resumes) the newest page, and whether the conversation is still going.
  useEffect(() => {
    if (!session) return;
    let live = true;
    getChatHistory(http, session)
      .then((page) => {
        if (!live) return;
        setMessages(page.messages);
        setHasOlder(page.hasOlder);
        setStatus(page.status);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isTokenRefusal(error)) {
          forgetChat(window.localStorage);
          setSession(null);
          setAlert({ level: 'warning', text: copy.alerts.tokenInvalid });
        } else fail(error);
      });
    return () => {
      live = false;
    };
  }, [http, session, fail]);

  // Borrower authentication: a nonce while signed in, refreshed every 60 seconds.
  useEffect(() => {
    if (!flags.borrowerAuthentication || !session) return;
    let live = true;
    authenticateChat(http)
      .then((answer) => live && (nonce.current = answer.nonce))
      .catch(() => (nonce.current = undefined)); // not signed in: chat without a nonce
    const timer = window.setInterval(() => {
      if (!nonce.current) return;
      refreshChatNonce(http, nonce.current)
        .then((answer) => (nonce.current = answer.nonce))
        .catch((error: unknown) => {
          nonce.current = undefined;
          console.error('[chat] nonce refresh failed', error);
        });
    }, CHAT_TIMINGS.nonceRefreshMs);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [http, session, flags.borrowerAuthentication]);

  // An agent's token is refreshed a minute before it expires, so a long chat keeps going.
  useEffect(() => {
    if (!session || session.chatMode !== 'agent') return;
    const wait = session.expiration - Date.now() - 60_000;
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => {
      refreshChatToken(http, session.token)
        .then((next) => {
          const updated = { ...session, token: next.token, expiration: next.expiration };
          storeChat(window.localStorage, updated);
          setSession(updated);
        })
        .catch((error: unknown) => fail(error, copy.alerts.tokenInvalid));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [http, session, fail]);

  const catchUp = useCallback(() => {
    if (!session) return;
    getChatHistory(http, session, { after: lastSeenSeq(messagesRef.current) })
      .then((page) => {
        merge(page.messages);
        setStatus(page.status);
      })
      .catch((error: unknown) => fail(error));
  }, [http, session, merge, fail]);

  const send = useChatSocket(session?.chatMode === 'agent' && status && !isOver(status) ? session.token : null, {
    onFrame(frame: ChatSocketServerFrame) {
      if (frame.type === 'message') merge([frame.message]);
      else setStatus(frame.status);
    },
    onReconnected() {
      setAlert(null);
      setAnnouncement(copy.alerts.reconnected);
      catchUp();
    },
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
      const init = await initWebChat(
        http,
        {
          name: answers.name,
          email: answers.email,
          pageUrl: context.pageUrl,
          chatMode: context.mode,
          orgCode: context.orgCode,
          tag: settings.tag,
          skill: settings.skill,
          ...(context.applicationUuid ? { applicationUuid: context.applicationUuid } : {}),
          ...(context.agentId ? { agentId: context.agentId } : {}),
          ...(nonce.current ? { nonce: nonce.current } : {}),
        },
        flags.streamChat,
      );
      if (!init.omniProxyChannelId) throw new Error(copy.errors.omniProxyMissing);
      const info = await getWebChatInfo(http, init.omniProxyChannelId);
      if (!info.contactId) throw new Error(copy.errors.contactMissing);
      const stored: StoredChat = {
        token: init.token,
        conversationSid: init.conversationSid,
        omniProxyChannelId: init.omniProxyChannelId,
        expiration: init.expiration,
        chatMode: init.chatMode,
        name: answers.name,
        email: answers.email,
      };
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
        merge([await sendChatFiles(http, session, text, files)]);
        return true;
      }
      if (session.chatMode === 'chatbot') {
        const reply = await chatWithAutobot(http, session.token, {
          conversationId: session.conversationSid,
          message: text,
          organization: context.orgCode,
          pageUrl: context.pageUrl,
          senderId: session.email,
          senderType: 'APPLICANT',
          tag: settings.tag,
          ...(context.applicationUuid ? { applicationId: context.applicationUuid } : {}),
          ...(nonce.current ? { nonce: nonce.current } : {}),
        });
        merge([reply.sent, reply.reply]);
        return true;
      }
      if (send({ type: 'message', body: text })) return true;
      setAlert({ level: 'error', text: copy.alerts.resend });
      return false;
    } catch (error) {
      fail(error, copy.alerts.resend);
      return false;
    }
  };

  const loadOlder = () => {
    if (!session || messages.length === 0) return;
    getChatHistory(http, session, { before: messages[0]!.seq })
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
    nonce: () => nonce.current,
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
