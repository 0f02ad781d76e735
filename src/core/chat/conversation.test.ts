import { describe, expect, it } from 'vitest';
import { HttpError } from '@/core/http/http-error';
import type { ChatMessage } from '@/generated/types/chat-message';
import { chatPhase, chatStep, initialChat, socketToken } from './conversation';
import type { ChatEffect, ChatEvent, ChatSession, ChatState } from './conversation-events';

const agent: ChatSession = { token: 't1', expiration: 10_000, chatMode: 'agent', conversationSid: 'c1' };
const chatbot: ChatSession = { ...agent, chatMode: 'chatbot' };
const message = (seq: number, more: Partial<ChatMessage> = {}): ChatMessage => ({
  seq,
  author: 'agent',
  body: `m${seq}`,
  createdAt: '2026-01-01T00:00:00Z',
  ...more,
});
const refused = new HttpError(401, 'Unauthorized', null);
const broken = new HttpError(500, 'Server Error', null);
const file = new File(['x'], 'a.txt');

const state = (more: Partial<ChatState<ChatSession>> = {}): ChatState<ChatSession> => ({
  ...initialChat<ChatSession>(agent),
  status: 'active',
  messages: [message(1), message(2)],
  ...more,
});
const lost = { session: null, alert: { level: 'warning', key: 'tokenInvalid' } } as const;
const page = { conversation: 'c1', status: 'active' as const, hasOlder: true };

type Row = [string, ChatState<ChatSession>, ChatEvent<ChatSession>, Partial<ChatState<ChatSession>>, ChatEffect[]];

const rows: Row[] = [
  // start
  [
    'start asks for a conversation',
    initialChat(null),
    { type: 'start', answers: { name: 'A', email: 'a@b.c' } },
    { starting: true, alert: null },
    [{ type: 'open-conversation', answers: { name: 'A', email: 'a@b.c' } }],
  ],
  [
    'start clears an earlier alert',
    state({ session: null, alert: { level: 'error', key: 'general' } }),
    { type: 'start', answers: { name: 'A', email: 'a@b.c' } },
    { starting: true, alert: null },
    [{ type: 'open-conversation', answers: { name: 'A', email: 'a@b.c' } }],
  ],
  [
    'a started conversation is stored, with no messages yet',
    state({ session: null, starting: true }),
    { type: 'started', session: agent },
    { session: agent, messages: [], starting: false },
    [{ type: 'store-session' }],
  ],
  [
    'a failed start says so and stops starting',
    initialChat(null),
    { type: 'failed', error: broken },
    { starting: false, alert: { level: 'error', key: 'general' } },
    [{ type: 'log', error: broken }],
  ],
  ['an opened conversation loads its newest page', state(), { type: 'opened' }, {}, [{ type: 'load-history' }]],
  ['no conversation, nothing to load', initialChat(null), { type: 'opened' }, {}, []],
  [
    'the newest page replaces the messages',
    state(),
    { type: 'history-loaded', page: { ...page, messages: [message(7)] } },
    { messages: [message(7)], hasOlder: true, status: 'active' },
    [],
  ],
  [
    'a page of an earlier conversation is dropped',
    state(),
    { type: 'history-loaded', page: { ...page, conversation: 'c0', messages: [] } },
    {},
    [],
  ],
  [
    'a refused token while loading ends the chat',
    state(),
    { type: 'failed', error: refused, tokenLossEndsChat: true },
    lost,
    [{ type: 'forget-session' }],
  ],
  [
    'a failed load of an earlier conversation is dropped',
    state(),
    { type: 'failed', error: refused, tokenLossEndsChat: true, conversation: 'c0' },
    {},
    [],
  ],
  [
    'a failed load of this conversation says so',
    state(),
    { type: 'failed', error: broken, conversation: 'c1' },
    { alert: { level: 'error', key: 'general' } },
    [{ type: 'log', error: broken }],
  ],
  // send
  [
    'an agent message goes over the socket',
    state({ alert: { level: 'warning', key: 'connectionLost' } }),
    { type: 'send', text: 'hi', files: [] },
    { alert: null },
    [{ type: 'send', route: 'socket', text: 'hi', files: [] }],
  ],
  [
    'a chatbot message goes by request',
    state({ session: chatbot }),
    { type: 'send', text: 'hi', files: [] },
    {},
    [{ type: 'send', route: 'chatbot', text: 'hi', files: [] }],
  ],
  [
    'files go by upload in either mode',
    state({ session: chatbot }),
    { type: 'send', text: '', files: [file] },
    {},
    [{ type: 'send', route: 'files', text: '', files: [file] }],
  ],
  [
    'no session, nothing sent',
    state({ session: null }),
    { type: 'send', text: 'hi', files: [] },
    { alert: { level: 'error', key: 'general' } },
    [{ type: 'log-missing-session' }],
  ],
  [
    'a socket that never opened asks to resend',
    state(),
    { type: 'failed', alert: 'resend' },
    { alert: { level: 'error', key: 'resend' } },
    [],
  ],
  [
    'a failed send asks to resend',
    state(),
    { type: 'failed', error: broken, alert: 'resend', tokenLossEndsChat: true },
    { alert: { level: 'error', key: 'resend' } },
    [{ type: 'log', error: broken }],
  ],
  [
    'a refused token on send ends the chat',
    state(),
    { type: 'failed', error: refused, alert: 'resend', tokenLossEndsChat: true },
    lost,
    [{ type: 'forget-session' }],
  ],
  [
    'a refusal elsewhere is only an error',
    state(),
    { type: 'failed', error: refused },
    { session: agent, alert: { level: 'error', key: 'general' } },
    [{ type: 'log', error: refused }],
  ],
  [
    'words handed in are the alert',
    state(),
    { type: 'failed', error: broken, alert: { text: 'Too big' } },
    { alert: { level: 'error', text: 'Too big' } },
    [{ type: 'log', error: broken }],
  ],
  // receive
  [
    'a sent message joins in order',
    state(),
    { type: 'sent', messages: [message(3, { author: 'borrower' })] },
    { messages: [message(1), message(2), message(3, { author: 'borrower' })] },
    [],
  ],
  [
    'a masked message is announced',
    state(),
    { type: 'sent', messages: [message(3, { author: 'borrower', masked: ['ssn'] })] },
    { messages: [message(1), message(2), message(3, { author: 'borrower', masked: ['ssn'] })] },
    [{ type: 'announce', key: 'masked', kinds: ['ssn'] }],
  ],
  [
    'an agent frame joins, a repeat replaces',
    state(),
    { type: 'frame', frame: { type: 'message', message: message(2, { body: 'edited' }) } },
    { messages: [message(1), message(2, { body: 'edited' })] },
    [],
  ],
  [
    'a status frame changes the status',
    state(),
    { type: 'frame', frame: { type: 'status', status: 'ended' } },
    { status: 'ended' },
    [],
  ],
  // reconnect catch-up
  ['a lost socket warns', state(), { type: 'socket-lost' }, { alert: { level: 'warning', key: 'connectionLost' } }, []],
  [
    'a reconnect clears, announces and catches up after the last seen',
    state({ alert: { level: 'warning', key: 'connectionLost' } }),
    { type: 'socket-reconnected' },
    { alert: null },
    [
      { type: 'announce', key: 'reconnected' },
      { type: 'catch-up', after: 2 },
    ],
  ],
  ['a reopened socket catches up quietly', state(), { type: 'socket-reopened' }, {}, [{ type: 'catch-up', after: 2 }]],
  [
    'a catch-up merges and takes the status',
    state(),
    { type: 'caught-up', page: { conversation: 'c1', status: 'waiting', messages: [message(2), message(3)] } },
    { messages: [message(1), message(2), message(3)], status: 'waiting' },
    [],
  ],
  [
    'a catch-up of another conversation is dropped',
    state(),
    { type: 'caught-up', page: { conversation: 'c0', status: 'ended', messages: [message(9)] } },
    {},
    [],
  ],
  [
    'a refused socket token warns',
    state(),
    { type: 'socket-token-invalid' },
    { alert: { level: 'warning', key: 'tokenInvalid' } },
    [],
  ],
  // older pages
  [
    'older messages are asked before the first',
    state(),
    { type: 'load-older' },
    {},
    [{ type: 'load-older', before: 1 }],
  ],
  ['no messages, no older page', state({ messages: [] }), { type: 'load-older' }, {}, []],
  [
    'an older page merges in front',
    state(),
    { type: 'older-loaded', page: { conversation: 'c1', hasOlder: false, messages: [message(0)] } },
    { messages: [message(0), message(1), message(2)], hasOlder: false },
    [],
  ],
  // token renewal
  [
    'a renewed token is the session',
    state(),
    { type: 'token-renewed', session: { ...agent, token: 't2' } },
    { session: { ...agent, token: 't2' } },
    [],
  ],
  [
    'a refused renewal ends the chat',
    state(),
    { type: 'token-failed', error: refused },
    lost,
    [{ type: 'forget-session' }],
  ],
  [
    'a renewal that failed otherwise is logged',
    state(),
    { type: 'token-failed', error: broken },
    {},
    [{ type: 'log', error: broken }],
  ],
  // end
  [
    'restart forgets everything',
    state({ status: 'ended' }),
    { type: 'restart' },
    { session: null, messages: [], status: null, alert: null },
    [{ type: 'forget-session' }],
  ],
];

describe('chatStep', () => {
  it.each(rows)('%s', (_name, before, event, changed, effects) => {
    const step = chatStep(before, event);
    expect(step.state).toEqual({ ...before, ...changed });
    expect(step.effects).toEqual(effects);
  });
});

describe('phase and socket', () => {
  it.each([
    ['no session', state({ session: null }), 'start', null],
    ['an agent conversation loading', state({ status: null }), 'chat', null],
    ['an agent conversation waiting', state({ status: 'waiting' }), 'chat', 't1'],
    ['an agent conversation active', state(), 'chat', 't1'],
    ['an agent conversation ended', state({ status: 'ended' }), 'ended', null],
    ['an agent conversation frozen', state({ status: 'frozen' }), 'ended', null],
    ['a chatbot conversation', state({ session: chatbot }), 'chat', null],
  ] as const)('%s', (_name, s, phase, token) => {
    expect(chatPhase(s)).toBe(phase);
    expect(socketToken(s)).toBe(token);
  });
});
