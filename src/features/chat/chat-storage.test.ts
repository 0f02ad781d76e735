import { afterEach, describe, expect, it } from 'vitest';
import { chatFlags } from './use-chat-nonce';
import { forgetChat, readStoredChat, storeChat, type StoredChat } from './chat-storage';

const chat = (expiration: number, chatMode: StoredChat['chatMode'] = 'agent'): StoredChat => ({
  token: 't',
  conversationSid: 'CH1',
  omniProxyChannelId: 'c',
  expiration,
  chatMode,
  name: 'Ada',
  email: 'ada@example.com',
});

describe('the stored chat session', () => {
  afterEach(() => forgetChat(window.localStorage));

  it.each([
    ['an agent chat expiring at 2000', 1999, true, chat(2000)],
    ['an agent chat expiring at 2000', 2000, false, chat(2000)],
    ['a chatbot chat expiring at 2000', 1000, true, chat(2000, 'chatbot')],
  ])('%s, read at %i, resumes: %s', (_name, now, resumes, stored) => {
    storeChat(window.localStorage, stored);
    expect(readStoredChat(window.localStorage, now)).toEqual(resumes ? stored : null);
  });

  it('forgets a value it cannot read', () => {
    window.localStorage.setItem('heloc-chat-session', '{nope');
    expect(readStoredChat(window.localStorage, 0)).toBeNull();
    expect(window.localStorage.getItem('heloc-chat-session')).toBeNull();
  });
});

describe('chat flags', () => {
  it.each([
    ['MERIDIAN', true, false],
    ['GRANITE_TRUST', true, true],
  ])(
    '%s -> borrowerAuthentication %s, streamChat %s (flows/chat/settings.json)',
    (org, borrowerAuthentication, streamChat) => expect(chatFlags(org)).toEqual({ borrowerAuthentication, streamChat }),
  );
});
