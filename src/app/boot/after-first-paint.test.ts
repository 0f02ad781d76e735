import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A stand-in PerformanceObserver whose paint entries the test reports. */
function fakeObserver() {
  const observers: { cb: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { cb: PerformanceObserverCallback; disconnected: boolean };
    constructor(cb: PerformanceObserverCallback) {
      this.entry = { cb, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const paint = (name: string) => {
    for (const o of observers.filter((x) => !x.disconnected))
      o.cb(
        { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      );
  };
  return { Observer: Observer as unknown as typeof PerformanceObserver, paint, observers };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const win = (visibilityState: DocumentVisibilityState, Observer?: typeof PerformanceObserver) =>
    ({
      setTimeout: (cb: () => void, ms?: number) => setTimeout(cb, ms),
      clearTimeout: (id?: number) => clearTimeout(id),
      document: { visibilityState },
      PerformanceObserver: Observer,
    }) as unknown as Window;

  it('waits for the first contentful paint, not the first paint, and runs once', () => {
    const fake = fakeObserver();
    const start = vi.fn();
    afterFirstPaint(start, { win: win('visible', fake.Observer) as never });
    fake.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    fake.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(fake.observers[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a background tab, or where paints are not reported', () => {
    const start = vi.fn();
    afterFirstPaint(start, { win: win('hidden', fakeObserver().Observer) as never });
    afterFirstPaint(start, { win: win('visible', undefined) as never });
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('runs after the limit when no paint is reported', () => {
    const start = vi.fn();
    afterFirstPaint(start, { win: win('visible', fakeObserver().Observer) as never, limitMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
