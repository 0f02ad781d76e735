import { HttpError } from '@/core/http/http-error';
import type { ChatConversationStatus } from '@/generated/types/chat-conversation-status';
import type { ChatMessage } from '@/generated/types/chat-message';
import { lastSeenSeq, mergeMessages } from './catch-up';
import type { ChatEvent, ChatSession, ChatState, ChatStep, SendRoute } from './conversation-events';

/**
 * The conversation as a state machine: an event (the borrower asked, the server answered, the
 * socket spoke) gives the next state and the effects to run, whose outcomes come back as events.
 * No timers, storage or requests here: the hook in src/features/chat runs the effects.
 */
/** A status after which nothing more is said in the conversation. */
export const isOver = (status: ChatConversationStatus) => status === 'ended' || status === 'frozen';

/** The server refused the chat token (401). */
export function isTokenRefusal(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** The state a visit begins in: a stored session resumes (its page loads once it is `opened`). */
export function initialChat<S extends ChatSession>(session: S | null): ChatState<S> {
  return { session, messages: [], hasOlder: false, status: null, alert: null, starting: false };
}

export function chatPhase(state: ChatState<ChatSession>): 'start' | 'chat' | 'ended' {
  if (!state.session) return 'start';
  return state.status && isOver(state.status) ? 'ended' : 'chat';
}

/** The token the socket opens with: an agent conversation that is not over; else none. */
export function socketToken(state: ChatState<ChatSession>): string | null {
  const { session, status } = state;
  return session?.chatMode === 'agent' && status && !isOver(status) ? session.token : null;
}

/** Merges messages in; a borrower's message the server masked is announced. */
function merged<S extends ChatSession>(
  state: ChatState<S>,
  incoming: readonly ChatMessage[],
  more: Partial<ChatState<S>> = {},
): ChatStep<S> {
  const masked = incoming.find((m) => m.author === 'borrower' && m.masked?.length)?.masked;
  return {
    state: { ...state, ...more, messages: mergeMessages(state.messages, incoming) },
    effects: masked ? [{ type: 'announce', key: 'masked', kinds: masked }] : [],
  };
}

/** The token is gone for good (expired, or refused after a renewal): a new chat is the way on. */
function sessionLost<S extends ChatSession>(state: ChatState<S>): ChatStep<S> {
  return {
    state: { ...state, session: null, alert: { level: 'warning', key: 'tokenInvalid' } },
    effects: [{ type: 'forget-session' }],
  };
}

const same = <S extends ChatSession>(state: ChatState<S>, page: { conversation: string }) =>
  state.session?.conversationSid === page.conversation;

export function chatStep<S extends ChatSession>(state: ChatState<S>, event: ChatEvent<S>): ChatStep<S> {
  const keep: ChatStep<S> = { state, effects: [] };
  switch (event.type) {
    case 'start':
      return {
        state: { ...state, starting: true, alert: null },
        effects: [{ type: 'open-conversation', answers: event.answers }],
      };
    case 'started':
      return {
        state: { ...state, session: event.session, messages: [], starting: false },
        effects: [{ type: 'store-session' }],
      };
    case 'opened':
      return state.session ? { state, effects: [{ type: 'load-history' }] } : keep;
    case 'history-loaded': {
      if (!same(state, event.page)) return keep;
      const { messages, hasOlder, status } = event.page;
      return { state: { ...state, messages, hasOlder, status }, effects: [] };
    }
    case 'caught-up':
      return same(state, event.page) ? merged(state, event.page.messages, { status: event.page.status }) : keep;
    case 'older-loaded':
      return same(state, event.page) ? merged(state, event.page.messages, { hasOlder: event.page.hasOlder }) : keep;
    case 'load-older': {
      const first = state.messages[0];
      return state.session && first ? { state, effects: [{ type: 'load-older', before: first.seq }] } : keep;
    }
    case 'send': {
      const { session } = state;
      if (!session)
        return {
          state: { ...state, alert: { level: 'error', key: 'general' } },
          effects: [{ type: 'log-missing-session' }],
        };
      const route: SendRoute = event.files.length > 0 ? 'files' : session.chatMode === 'chatbot' ? 'chatbot' : 'socket';
      return {
        state: { ...state, alert: null },
        effects: [{ type: 'send', route, text: event.text, files: event.files }],
      };
    }
    case 'sent':
      return merged(state, event.messages);
    case 'frame':
      return event.frame.type === 'message'
        ? merged(state, [event.frame.message])
        : { state: { ...state, status: event.frame.status }, effects: [] };
    case 'socket-reconnected':
      return {
        state: { ...state, alert: null },
        effects: [
          { type: 'announce', key: 'reconnected' },
          { type: 'catch-up', after: lastSeenSeq(state.messages) },
        ],
      };
    // A renewed token opens a new socket: anything sent while it opened is fetched.
    case 'socket-reopened':
      return { state, effects: [{ type: 'catch-up', after: lastSeenSeq(state.messages) }] };
    case 'socket-lost':
      return { state: { ...state, alert: { level: 'warning', key: 'connectionLost' } }, effects: [] };
    case 'socket-token-invalid':
      return { state: { ...state, alert: { level: 'warning', key: 'tokenInvalid' } }, effects: [] };
    case 'token-renewed':
      return { state: { ...state, session: event.session }, effects: [] };
    case 'token-failed':
      return isTokenRefusal(event.error)
        ? sessionLost(state)
        : { state, effects: [{ type: 'log', error: event.error }] };
    case 'failed': {
      if (event.conversation !== undefined && !same(state, { conversation: event.conversation })) return keep;
      if (event.tokenLossEndsChat && isTokenRefusal(event.error)) return sessionLost({ ...state, starting: false });
      const { alert = 'general' } = event;
      return {
        state: {
          ...state,
          starting: false,
          alert: typeof alert === 'string' ? { level: 'error', key: alert } : { level: 'error', text: alert.text },
        },
        effects: 'error' in event ? [{ type: 'log', error: event.error }] : [],
      };
    }
    case 'restart':
      return {
        state: { ...state, session: null, messages: [], status: null, alert: null },
        effects: [{ type: 'forget-session' }],
      };
  }
}
