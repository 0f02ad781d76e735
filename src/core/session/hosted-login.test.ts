import { describe, expect, it } from 'vitest';
import {
  callbackOutcome,
  loginStateFrom,
  PENDING_LOGIN_KEY,
  providerAddress,
  savePendingLogin,
  takePendingLogin,
  usesHostedLogin,
} from './hosted-login';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const ORIGIN = 'https://app.example.com';

describe('which sign-in goes through the provider', () => {
  it.each([
    ['customer', 'legacy', 'identity-provider', true],
    ['customer', undefined, 'identity-provider', true],
    ['customer', 'legacy', 'password', false],
    ['customer', 'broker', 'password', true],
    ['agent', 'legacy', 'identity-provider', false],
    ['agent', 'broker', 'password', true],
    ['agent', 'optimizely', undefined, true],
  ] as const)('%s sign-in, mode %s, lender authMode %s: %s', (kind, mode, authMode, hosted) => {
    expect(usesHostedLogin(kind, mode, authMode)).toBe(hosted);
  });
});

describe('the round trip state', () => {
  it('is 32 url-safe characters', () => {
    expect(loginStateFrom(new Uint8Array(24).fill(255))).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is read once, only for the state it was saved with, and its redirect is checked again', () => {
    const storage = memoryStorage();
    savePendingLogin(storage, { state: 's1', kind: 'agent', redirectUrl: '/account/heloc/1' });
    expect(takePendingLogin(storage, 's2')).toBeNull();
    expect(storage.getItem(PENDING_LOGIN_KEY)).toBeNull();
    savePendingLogin(storage, { state: 's1', kind: 'agent', redirectUrl: '//evil.example.com' });
    expect(takePendingLogin(storage, 's1')).toEqual({ state: 's1', kind: 'agent', redirectUrl: null });
    expect(takePendingLogin(storage, 's1')).toBeNull();
  });

  it.each([
    [
      'a code with its state',
      '?code=abc&state=s1',
      { trade: { code: 'abc', pending: { state: 's1', kind: 'customer', redirectUrl: null } } },
    ],
    ['another state', '?code=abc&state=s9', { failed: true, kind: 'customer' }],
    ['no code', '?state=s1', { failed: true, kind: 'customer' }],
    ['a cancel', '?error=access_denied&state=s1&code=abc', { failed: true, kind: 'customer' }],
  ])('the callback with %s', (_, search, outcome) => {
    const storage = memoryStorage();
    savePendingLogin(storage, { state: 's1', kind: 'customer', redirectUrl: null });
    expect(callbackOutcome(search, storage)).toEqual(outcome);
  });
});

describe("the provider's address", () => {
  it.each([
    ['/__sandbox/identity-provider/authorize?login=1', `${ORIGIN}/__sandbox/identity-provider/authorize?login=1`],
    ['https://id.example.net/authorize', 'https://id.example.net/authorize'],
  ])('%s is followed', (value, href) => expect(providerAddress(value, ORIGIN)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'http://id.example.net/',
    '//evil.example.com',
    '/\\evil.example.com',
    'https://u:p@x.example',
    '///evil.example.com/%2f..',
    ' /\t/evil.example.com',
    'data:text/html,x',
  ])('%s is refused', (value) => expect(providerAddress(value, ORIGIN)).toBeNull());
});
