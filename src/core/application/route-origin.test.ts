import { describe, expect, it } from 'vitest';
import { resolveStatusRoute } from '@/core/status/resolve-status-route';
import { originPath, originScreen, readRouteState } from './route-origin';
import { loadScreenArea, screenArea } from './screens';

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
  it('the verified offer route hands product/select the signing screen to return to', async () => {
    const route = resolveStatusRoute('OFFER_SELECTION', { subDecision: 'VERIFIED_OFFER', decision: 'SELECT' });
    const state = readRouteState(route.state);
    expect(originPath(state)).toBe('signing/intro');
    // The title comes from the screen's own area, which the app loads before drawing the note.
    const screens = await loadScreenArea(screenArea('signing/intro')!);
    expect(originScreen(state, screens)).toEqual({ path: 'signing/intro', title: 'Sign your loan documents' });
  });

  it.each([
    ['a registration page', { origin: '/account/heloc/register-v2/set-password' }],
    ['an unknown screen', { origin: 'nowhere' }],
    ['no origin', {}],
  ])('none for %s', (_name, state) => {
    expect(originPath(state)).toBeUndefined();
    expect(originScreen(state, { nowhere: { kind: 'info', stage: 'INITIAL', title: 'T' } })).toBeNull();
  });
});
