import { describe, expect, it } from 'vitest';
import { resolveStatusRoute } from '@/core/status/resolve-status-route';
import { originScreen, readRouteState } from './route-origin';

describe('readRouteState', () => {
  it.each([
    [
      'an origin and a decision: both kept',
      { origin: 'signing/intro', decision: 'SELECT' },
      { origin: 'signing/intro', decision: 'SELECT' },
    ],
    ['a numeric origin, a null decision and another key: nothing kept', { origin: 3, decision: null, other: 'x' }, {}],
    ['null: nothing', null, {}],
    ['a bare string: nothing', 'signing/intro', {}],
  ])('%s', (_name, state, read) => expect(readRouteState(state)).toEqual(read));
});

describe('originScreen', () => {
  it('the verified offer route hands product/select the signing screen to return to', () => {
    const route = resolveStatusRoute('OFFER_SELECTION', { subDecision: 'VERIFIED_OFFER', decision: 'SELECT' });
    expect(originScreen(readRouteState(route.state))).toEqual({
      path: 'signing/intro',
      title: 'Sign your loan documents',
    });
  });

  it.each([
    ['a registration page', { origin: '/account/heloc/register-v2/set-password' }],
    ['an unknown screen', { origin: 'nowhere' }],
    ['no origin', {}],
  ])('none for %s', (_name, state) => expect(originScreen(state)).toBeNull());
});
