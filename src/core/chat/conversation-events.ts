import type { ChatConversationStatus } from '@/generated/types/chat-conversation-status';
import type { ChatMessage } from '@/generated/types/chat-message';
import type { ChatSocketServerFrame } from '@/generated/types/chat-socket-server-frame';
import type { ChatToken } from './token-refresh';

/** The conversation's state, the events it hears and the effects it asks for (conversation.ts). */

export interface ChatSession extends ChatToken {
  conversationSid: string;
}

/** Names an alert of flows/chat/copy.json (`alerts`): the words stay in the JSON. */
export type ChatAlertKey = 'connectionLost' | 'general' | 'tokenInvalid' | 'resend';
/** An alert named by key, or words handed in (a composer's refusal, already from the JSON). */
export type ChatAlertState =
  { level: 'warning' | 'error'; key: ChatAlertKey } | { level: 'error'; text: string } | null;

export interface ChatState<S extends ChatSession> {
  session: S | null;
  messages: ChatMessage[];
  hasOlder: boolean;
  status: ChatConversationStatus | null;
  alert: ChatAlertState;
  starting: boolean;
}

/** What the conversation hears: messages and status changes (the keep-alive's pongs stay below). */
export type ConversationFrame = Exclude<ChatSocketServerFrame, { type: 'pong' }>;

/** A page of the transcript, and the conversation it belongs to (a stale answer is dropped). */
interface Page {
  conversation: string;
  messages: ChatMessage[];
  hasOlder: boolean;
  status: ChatConversationStatus;
}

export type ChatEvent<S extends ChatSession> =
  | { type: 'start'; answers: { name: string; email: string } }
  | { type: 'started'; session: S }
  /** A conversation is on (started, or resumed after a reload): its newest page is wanted. */
  | { type: 'opened' }
  | { type: 'history-loaded'; page: Page }
  | { type: 'caught-up'; page: Omit<Page, 'hasOlder'> }
  | { type: 'older-loaded'; page: Omit<Page, 'status'> }
  | { type: 'load-older' }
  | { type: 'send'; text: string; files: readonly File[] }
  | { type: 'sent'; messages: ChatMessage[] }
  | { type: 'frame'; frame: ConversationFrame }
  | { type: 'socket-reconnected' }
  | { type: 'socket-reopened' }
  | { type: 'socket-lost' }
  | { type: 'socket-token-invalid' }
  | { type: 'token-renewed'; session: S }
  | { type: 'token-failed'; error: unknown }
  /**
   * Something failed: `alert` is what the borrower reads (general by default); when
   * `tokenLossEndsChat`, a refused token ends the chat instead. No `error`: nothing to log. A
   * failure of an earlier `conversation` is dropped, as its answer would be.
   */
  | {
      type: 'failed';
      error?: unknown;
      alert?: 'general' | 'resend' | { text: string };
      tokenLossEndsChat?: boolean;
      conversation?: string;
    }
  | { type: 'restart' };

/** How a message goes out: files by upload, the chatbot by request, an agent over the socket. */
export type SendRoute = 'files' | 'chatbot' | 'socket';

export type ChatEffect =
  | { type: 'open-conversation'; answers: { name: string; email: string } }
  | { type: 'load-history' }
  | { type: 'catch-up'; after: number }
  | { type: 'load-older'; before: number }
  | { type: 'send'; route: SendRoute; text: string; files: readonly File[] }
  | { type: 'store-session' }
  | { type: 'forget-session' }
  | { type: 'announce'; key: 'reconnected' }
  | { type: 'announce'; key: 'masked'; kinds: NonNullable<ChatMessage['masked']> }
  | { type: 'log'; error: unknown }
  | { type: 'log-missing-session' };

export interface ChatStep<S extends ChatSession> {
  state: ChatState<S>;
  effects: ChatEffect[];
}
