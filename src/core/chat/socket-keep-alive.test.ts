import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startKeepAlive, type KeepAliveDeps } from './socket-keep-alive';

const SECOND = 1000;
const HOUR = 3_600_000;

function keepAlive(tokenLifeMs: number, answer: boolean) {
  const events: string[] = [];
  const deps: KeepAliveDeps = {
    sendPing() {
      events.push(`ping at ${(Date.now() - START) / SECOND}s`);
      // The server's pong arrives a moment later.
      if (answer) setTimeout(() => alive.heard(), 50);
    },
    onSilent: () => events.push(`silent at ${(Date.now() - START) / SECOND}s`),
    onEnd: (reason) => events.push(`${reason} at ${(Date.now() - START) / HOUR}h`),
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const alive = startKeepAlive(deps, { openedAt: Date.now(), tokenExpiration: Date.now() + tokenLifeMs });
  return { events, alive: () => alive };
}

const START = Date.parse('2026-11-24T15:00:00Z');
beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

describe('the chat socket keep-alive', () => {
  it('pings every 10 seconds while the server answers', async () => {
    const { events } = keepAlive(6 * HOUR, true);
    await vi.advanceTimersByTimeAsync(35 * SECOND);
    expect(events).toEqual(['ping at 10s', 'ping at 20s', 'ping at 30s']);
  });

  it('gives the connection up when a ping has no answer by the next one', async () => {
    const { events } = keepAlive(6 * HOUR, false);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(events).toEqual(['ping at 10s', 'silent at 20s']);
  });

  it('ends the socket 12 hours after it opened when its token lives longer', async () => {
    const { events } = keepAlive(20 * HOUR, true);
    await vi.advanceTimersByTimeAsync(13 * HOUR);
    expect(events.filter((e) => !e.startsWith('ping'))).toEqual(['lifetime at 12h']);
    // Pings at 10 s, 20 s, ... up to the end, and none after it.
    expect(events.filter((e) => e.startsWith('ping'))).toHaveLength((12 * HOUR) / (10 * SECOND) - 1);
    expect(events.at(-1)).toBe('lifetime at 12h');
  });

  it("ends the socket at its token's expiry, before 12 hours", async () => {
    const { events } = keepAlive(6 * HOUR, true);
    await vi.advanceTimersByTimeAsync(7 * HOUR);
    expect(events.filter((e) => !e.startsWith('ping'))).toEqual(['token-expired at 6h']);
  });

  it('does nothing once stopped', async () => {
    const { events, alive } = keepAlive(6 * HOUR, true);
    alive().stop();
    await vi.advanceTimersByTimeAsync(13 * HOUR);
    expect(events).toEqual([]);
  });
});
