import { describe, expect, it } from 'vitest';
import { chatSocketUrl, closeMeaning, openedAs, reconnectWaitMs } from './socket-lifecycle';

describe('socket lifecycle', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 10_000],
    [20, 10_000],
  ])('reconnect attempt %i waits %i ms', (attempt, ms) => {
    expect(reconnectWaitMs(attempt)).toBe(ms);
  });

  it.each([
    [4401, 'token-invalid'],
    [4408, 'token-invalid'],
    [1006, 'dropped'],
    [1000, 'dropped'],
    [4000, 'dropped'],
  ] as const)('a close with code %i means %s', (code, meaning) => {
    expect(closeMeaning(code)).toBe(meaning);
  });

  it.each([
    [false, false, null],
    [true, false, 'reconnected'],
    [true, true, 'reconnected'],
    [false, true, 'reopened'],
  ] as const)('dropped=%s openedBefore=%s opens as %s', (dropped, openedBefore, as) => {
    expect(openedAs({ dropped, openedBefore })).toBe(as);
  });

  it.each([
    ['https:', 'wss://bank.test/chat/socket?token=a%2Bb%3D'],
    ['http:', 'ws://bank.test/chat/socket?token=a%2Bb%3D'],
  ])('on %s the socket is %s', (protocol, url) => {
    expect(chatSocketUrl({ protocol, host: 'bank.test' }, '/chat/socket', 'a+b=')).toBe(url);
  });
});
