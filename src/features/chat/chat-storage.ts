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

const KEY = 'heloc-chat-session';

export function readStoredChat(storage: Storage, now: number): StoredChat | null {
  try {
    const raw = storage.getItem(KEY);
    const stored = raw ? (JSON.parse(raw) as StoredChat) : null;
    if (stored && isResumable(stored, now) && typeof stored.token === 'string') return stored;
  } catch {
    // A value we cannot read is a session we cannot resume.
  }
  storage.removeItem(KEY);
  return null;
}

export function storeChat(storage: Storage, chat: StoredChat): void {
  storage.setItem(KEY, JSON.stringify(chat));
}

export function forgetChat(storage: Storage): void {
  storage.removeItem(KEY);
}
