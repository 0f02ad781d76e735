import { describe, expect, it } from 'vitest';
import {
  OAUTH_RETURN_KEY,
  OAUTH_RETURN_TTL_MS,
  oauthReturnTarget,
  saveOAuthReturn,
  takeOAuthReturn,
} from './oauth-return';

const UUID = '0b1c2d3e-aaaa-4bbb-8ccc-123456789abc';
const NOW = Date.parse('2026-11-24T05:00:00Z');

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the bank-link OAuth return value', () => {
  it('keeps only the uuid, the screen and an expiry, and is taken once', () => {
    const storage = memory();
    saveOAuthReturn(storage, { uuid: UUID, screen: 'income/link/PLAID_TRANSACTIONS' }, NOW);
    expect(JSON.parse(storage.items.get(OAUTH_RETURN_KEY)!)).toEqual({
      uuid: UUID,
      screen: 'income/link/PLAID_TRANSACTIONS',
      expiresAt: NOW + OAUTH_RETURN_TTL_MS,
    });
    expect(takeOAuthReturn(storage, NOW + 60_000)).toEqual({
      kind: 'continue',
      uuid: UUID,
      screen: 'income/link/PLAID_TRANSACTIONS',
    });
    expect(storage.items.size).toBe(0);
    expect(takeOAuthReturn(storage, NOW + 60_000)).toEqual({ kind: 'missing' });
  });

  it('is stale at its expiry, and removed', () => {
    const storage = memory();
    saveOAuthReturn(storage, { uuid: UUID, screen: 'bank/disburse' }, NOW);
    expect(takeOAuthReturn(storage, NOW + OAUTH_RETURN_TTL_MS)).toEqual({ kind: 'stale' });
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['no expiry', JSON.stringify({ uuid: UUID, screen: 'bank/disburse' })],
    ['a bad uuid', JSON.stringify({ uuid: 'x', screen: 'bank/disburse', expiresAt: NOW + 1 })],
    ['a screen outside income and bank', JSON.stringify({ uuid: UUID, screen: 'signing/sign', expiresAt: NOW + 1 })],
    [
      'a path that leaves the application',
      JSON.stringify({ uuid: UUID, screen: 'income/../../x', expiresAt: NOW + 1 }),
    ],
  ])('%s counts as missing', (_name, raw) => {
    expect(takeOAuthReturn(memory({ [OAUTH_RETURN_KEY]: raw }), NOW)).toEqual({ kind: 'missing' });
  });

  it('an expiry further out than the lifetime (a tampered value) is stale', () => {
    const raw = JSON.stringify({ uuid: UUID, screen: 'bank/disburse', expiresAt: NOW + 10 * OAUTH_RETURN_TTL_MS });
    expect(takeOAuthReturn(memory({ [OAUTH_RETURN_KEY]: raw }), NOW)).toEqual({ kind: 'stale' });
  });

  it('refuses to store anything but an application uuid and an income or bank screen', () => {
    expect(() => saveOAuthReturn(memory(), { uuid: UUID, screen: 'dashboard' }, NOW)).toThrow();
    expect(() => saveOAuthReturn(memory(), { uuid: 'nope', screen: 'bank/disburse' }, NOW)).toThrow();
  });
});

describe('oauthReturnTarget', () => {
  it.each([
    [
      'back to the income link, with the state id only',
      { kind: 'continue', uuid: UUID, screen: 'income/link/PLAID_TRANSACTIONS' } as const,
      '?oauth_state_id=abc-123&other=x',
      { path: `/account/heloc/${UUID}/income/link/PLAID_TRANSACTIONS?oauth_state_id=abc-123` },
    ],
    [
      'back to the bank step, without a query',
      { kind: 'continue', uuid: UUID, screen: 'bank/disburse' } as const,
      '',
      { path: `/account/heloc/${UUID}/bank/disburse` },
    ],
    [
      'nothing kept: the dashboard, saying so',
      { kind: 'missing' } as const,
      '?oauth_state_id=a',
      { path: '/dashboard', notice: 'bankLinkMissing' },
    ],
    [
      'kept too long: the dashboard, saying so',
      { kind: 'stale' } as const,
      '?oauth_state_id=a',
      { path: '/dashboard', notice: 'bankLinkStale' },
    ],
  ])('%s', (_name, outcome, search, expected) => {
    expect(oauthReturnTarget(outcome, search)).toEqual(expected);
  });
});
