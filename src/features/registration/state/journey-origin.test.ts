import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = { referrerId: 'lo-1', licensedStates: ['CA'], referralId: null, offerCode: null };

/** A fresh store each test: the module keeps the origin in memory for the tab's life. */
const load = () => import('./journey-origin');

describe('journey origin store', () => {
  beforeEach(() => {
    vi.resetModules();
    window.sessionStorage.clear();
  });

  it('reads the origin session storage kept, and writes what is set there as JSON', async () => {
    const { JOURNEY_ORIGIN_KEY, setJourneyOrigin, useJourneyOrigin } = await load();
    window.sessionStorage.setItem(JOURNEY_ORIGIN_KEY, JSON.stringify(ORIGIN));
    const { result } = renderHook(() => useJourneyOrigin());
    expect(result.current).toEqual(ORIGIN);
    act(() => setJourneyOrigin((kept) => kept && { ...kept, offerCode: 'SPRING' }));
    expect(result.current).toEqual({ ...ORIGIN, offerCode: 'SPRING' });
    expect(JSON.parse(window.sessionStorage.getItem(JOURNEY_ORIGIN_KEY)!)).toEqual({ ...ORIGIN, offerCode: 'SPRING' });
    act(() => setJourneyOrigin(null));
    expect(result.current).toBeNull();
    expect(window.sessionStorage.getItem(JOURNEY_ORIGIN_KEY)).toBe('null');
  });

  it('every reader draws again when the origin is set', async () => {
    const { setJourneyOrigin, useJourneyOrigin } = await load();
    const first = renderHook(() => useJourneyOrigin());
    const second = renderHook(() => useJourneyOrigin());
    expect(first.result.current).toBeNull();
    act(() => setJourneyOrigin(ORIGIN));
    expect(first.result.current).toEqual(ORIGIN);
    expect(second.result.current).toBe(first.result.current);
  });

  it('a first reader after storage was cleared (sign-out) sees no origin; unchanged storage keeps the same object', async () => {
    const { JOURNEY_ORIGIN_KEY, setJourneyOrigin, useJourneyOrigin } = await load();
    setJourneyOrigin(ORIGIN);
    const before = renderHook(() => useJourneyOrigin());
    expect(before.result.current).toEqual(ORIGIN);
    before.unmount();
    const again = renderHook(() => useJourneyOrigin());
    const kept = again.result.current;
    again.unmount();
    const third = renderHook(() => useJourneyOrigin());
    expect(third.result.current).toBe(kept);
    third.unmount();
    window.sessionStorage.removeItem(JOURNEY_ORIGIN_KEY);
    expect(renderHook(() => useJourneyOrigin()).result.current).toBeNull();
  });

  it('unreadable stored text counts as no origin', async () => {
    const { JOURNEY_ORIGIN_KEY, useJourneyOrigin } = await load();
    window.sessionStorage.setItem(JOURNEY_ORIGIN_KEY, '{not json');
    expect(renderHook(() => useJourneyOrigin()).result.current).toBeNull();
  });
});
