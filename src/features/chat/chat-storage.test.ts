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
    [chat(2000), 1999, true],
    [chat(2000), 2000, false],
    [chat(2000, 'chatbot'), 1000, true],
  ])('%j at %i resumes: %s', (stored, now, resumes) => {
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
    ['MERIDIAN', { borrowerAuthentication: true, streamChat: false }],
    ['GRANITE_TRUST', { borrowerAuthentication: true, streamChat: true }],
  ])('%s -> %j (flows/chat/settings.json)', (org, flags) => expect(chatFlags(org)).toEqual(flags));
});
