import { useEffect, useEffectEvent, useRef, useState } from 'react';
import copy from '@flows/chat/copy.json';
import { chatPhase, chatStep, initialChat, socketToken } from '@/core/chat/conversation';
import type { ChatAlertState, ChatEvent } from '@/core/chat/conversation-events';
import { useAnnouncer } from '@/renderer/live/live-announcement';
import { chatEffects, type ChatContext } from './chat-effects';
import { readStoredChat, type StoredChat } from './chat-storage';
import { chatFlags, useChatNonce } from './use-chat-nonce';
import { useChatSocket } from './use-chat-socket';
import { useChatToken } from './use-chat-token';

export type { ChatContext };
export type ChatAlert = { level: 'warning' | 'error'; text: string } | null;

type Event = ChatEvent<StoredChat>;

const alertText = (alert: ChatAlertState): ChatAlert =>
  alert && { level: alert.level, text: 'text' in alert ? alert.text : copy.alerts[alert.key] };

/**
 * The conversation: start or resume it, its messages live and after a reconnect, sending, and its
 * end. The decisions are src/core/chat/conversation.ts; this wires them to the token, the socket
 * and the requests (chat-effects.ts).
 */
export function useChat(context: ChatContext) {
  const { http } = context;
  const [state, setState] = useState(() => initialChat(readStoredChat(window.localStorage, Date.now())));
  const current = useRef(state);
  const { text: announcement, announce } = useAnnouncer();
  const flags = chatFlags(context.orgCode);
  const nonce = useChatNonce(http, flags.borrowerAuthentication);

  /** Steps the state machine, runs its effects and the events they answer; resolves with those. */
  const dispatch = async (event: Event): Promise<Event[]> => {
    const step = chatStep(current.current, event);
    current.current = step.state;
    setState(step.state);
    const answers = await Promise.all(step.effects.map(perform));
    const followed = await Promise.all(answers.map((next) => (next ? dispatch(next) : [])));
    return [...answers.filter((next) => next !== null), ...followed.flat()];
  };

  const keeper = useChatToken(http, state.session, {
    onRenewed: (session) => void dispatch({ type: 'token-renewed', session }),
    onFailed: (error) => void dispatch({ type: 'token-failed', error }),
  });

  const send = useChatSocket(socketToken(state), state.session?.expiration ?? 0, {
    onFrame: (frame) => void dispatch({ type: 'frame', frame }),
    onReconnected: () => void dispatch({ type: 'socket-reconnected' }),
    onReopened: () => void dispatch({ type: 'socket-reopened' }),
    onLost: () => void dispatch({ type: 'socket-lost' }),
    onTokenInvalid: () => void dispatch({ type: 'socket-token-invalid' }),
  });

  const perform = chatEffects({
    context,
    stream: flags.streamChat,
    state: () => current.current,
    nonce: () => nonce.fresh(),
    keeper,
    send,
    announce,
  });

  // The newest page, once per conversation (started or resumed), not again when its token is renewed.
  const opened = useEffectEvent(() => void dispatch({ type: 'opened' }));
  const conversation = state.session?.conversationSid;
  useEffect(() => {
    if (conversation) opened();
  }, [conversation]);

  return {
    phase: chatPhase(state),
    session: state.session,
    messages: state.messages,
    hasOlder: state.hasOlder,
    status: state.status,
    alert: alertText(state.alert),
    announcement,
    starting: state.starting,
    nonce: () => nonce.fresh(),
    start: (answers: { name: string; email: string }) => dispatch({ type: 'start', answers }).then(() => undefined),
    /** Whether the message went out. */
    sendMessage: async (text: string, files: readonly File[]) =>
      (await dispatch({ type: 'send', text, files })).some((next) => next.type === 'sent'),
    loadOlder: () => void dispatch({ type: 'load-older' }),
    restart: () => void dispatch({ type: 'restart' }),
    fail: (error: unknown, text?: string) =>
      void dispatch({ type: 'failed', error, ...(text ? { alert: { text } } : {}) }),
  };
}
