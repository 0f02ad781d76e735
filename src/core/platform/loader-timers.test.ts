import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoaderTimer,
  createProcessingTimer,
  LOADER_DEFAULT_DURATION_MS,
  processingProgress,
  PROCESSING_TIMEOUT_MS,
  rotatingMessageIndex,
  type ProcessingState,
} from './loader-timers';

const deps = () => ({
  now: () => Date.now(),
  scheduler: {
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as number),
  },
});

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('full-screen loader', () => {
  it('stays at least 1 s once shown, then hides 300 ms later', () => {
    const seen: boolean[] = [];
    const timer = createLoaderTimer(deps(), (v) => seen.push(v));
    timer.setLoading(true);
    vi.advanceTimersByTime(200);
    timer.setLoading(false);
    vi.advanceTimersByTime(1099);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false]);
  });

  it('hides 300 ms after loading ends when it was up longer than 1 s', () => {
    const seen: boolean[] = [];
    const timer = createLoaderTimer(deps(), (v) => seen.push(v));
    timer.setLoading(true);
    vi.advanceTimersByTime(5000);
    timer.setLoading(false);
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false]);
  });

  it('loading again before it hides keeps the same loader up', () => {
    const seen: boolean[] = [];
    const timer = createLoaderTimer(deps(), (v) => seen.push(v));
    timer.setLoading(true);
    timer.setLoading(false);
    vi.advanceTimersByTime(500);
    timer.setLoading(true);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([true]);
    expect(timer.shownAt()).toBe(0);
  });

  it('rotates its messages evenly over the default 67 s and keeps the last', () => {
    expect(LOADER_DEFAULT_DURATION_MS).toBe(67_000);
    const share = LOADER_DEFAULT_DURATION_MS / 4;
    expect(rotatingMessageIndex(0, 4, LOADER_DEFAULT_DURATION_MS)).toBe(0);
    expect(rotatingMessageIndex(share - 1, 4, LOADER_DEFAULT_DURATION_MS)).toBe(0);
    expect(rotatingMessageIndex(share, 4, LOADER_DEFAULT_DURATION_MS)).toBe(1);
    expect(rotatingMessageIndex(3 * share, 4, LOADER_DEFAULT_DURATION_MS)).toBe(3);
    expect(rotatingMessageIndex(10 * LOADER_DEFAULT_DURATION_MS, 4, LOADER_DEFAULT_DURATION_MS)).toBe(3);
    expect(rotatingMessageIndex(5000, 1, LOADER_DEFAULT_DURATION_MS)).toBe(0);
  });
});

describe('processing-data modal', () => {
  it('stays open at least 1 s', () => {
    const states: ProcessingState[] = [];
    const timer = createProcessingTimer(deps(), (s) => states.push(s));
    timer.setWorking(true);
    vi.advanceTimersByTime(100);
    timer.setWorking(false);
    vi.advanceTimersByTime(899);
    expect(states).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['open', 'closed']);
  });

  it('closes at once when the work took over 1 s', () => {
    const states: ProcessingState[] = [];
    const timer = createProcessingTimer(deps(), (s) => states.push(s));
    timer.setWorking(true);
    vi.advanceTimersByTime(4000);
    timer.setWorking(false);
    vi.advanceTimersByTime(0);
    expect(states).toEqual(['open', 'closed']);
    vi.advanceTimersByTime(PROCESSING_TIMEOUT_MS);
    expect(states).toEqual(['open', 'closed']);
  });

  it('times out after 30 s by default', () => {
    const states: ProcessingState[] = [];
    const timer = createProcessingTimer(deps(), (s) => states.push(s));
    timer.setWorking(true);
    vi.advanceTimersByTime(29_999);
    expect(states).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['open', 'timed-out']);
  });

  it('fills its progress bar over the timeout', () => {
    expect(processingProgress(0)).toBe(0);
    expect(processingProgress(15_000)).toBe(0.5);
    expect(processingProgress(60_000)).toBe(1);
  });
});
