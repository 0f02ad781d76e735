import type { ChatInitResponse } from '@/generated/types/chat-init-response';
import { isResumable } from '@/core/chat/limits';

/** What a reload needs to resume the chat within its token's life. */
export type StoredChat = Pick<
  ChatInitResponse,
  'token' | 'conversationSid' | 'omniProxyChannelId' | 'expiration' | 'chatMode'
> & {
  name: string;
  email: string;
};

/** Where the session is kept (the one chat value in browser storage). */
export const CHAT_SESSION_KEY = 'heloc-chat-session';

export function readStoredChat(storage: Storage, now: number): StoredChat | null {
  try {
    const raw = storage.getItem(CHAT_SESSION_KEY);
    const stored = raw ? (JSON.parse(raw) as StoredChat) : null;
    if (stored && isResumable(stored, now) && typeof stored.token === 'string') return stored;
  } catch {
    // A value we cannot read is a session we cannot resume.
  }
  storage.removeItem(CHAT_SESSION_KEY);
  return null;
}

export function storeChat(storage: Storage, chat: StoredChat): void {
  storage.setItem(CHAT_SESSION_KEY, JSON.stringify(chat));
}

export function forgetChat(storage: Storage): void {
  storage.removeItem(CHAT_SESSION_KEY);
}
