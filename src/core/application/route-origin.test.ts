import { describe, expect, it } from 'vitest';
import { resolveStatusRoute } from '@/core/status/resolve-status-route';
import { originScreen, readRouteState } from './route-origin';

describe('readRouteState', () => {
  it.each([
    [
      { origin: 'signing/intro', decision: 'SELECT' },
      { origin: 'signing/intro', decision: 'SELECT' },
    ],
    [{ origin: 3, decision: null, other: 'x' }, {}],
    [null, {}],
    ['signing/intro', {}],
  ])('%j -> %j', (state, read) => expect(readRouteState(state)).toEqual(read));
});

describe('originScreen', () => {
  it('the verified offer route hands product/select the signing screen to return to', () => {
    const route = resolveStatusRoute('OFFER_SELECTION', { subDecision: 'VERIFIED_OFFER', decision: 'SELECT' });
    expect(originScreen(readRouteState(route.state))).toEqual({
      path: 'signing/intro',
      title: 'Sign your loan documents',
    });
  });

  it.each([[{ origin: '/account/heloc/register-v2/set-password' }], [{ origin: 'nowhere' }], [{}]])(
    'none for %j',
    (state) => expect(originScreen(state)).toBeNull(),
  );
});
