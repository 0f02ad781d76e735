import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNonceKeeper } from './nonce-keeper';

const SECOND = 1000;

/** A server that, like the sandbox, lets a nonce live two minutes and refuses a replaced one. */
function fakeServer() {
  let issued = 0;
  const live = new Map<string, number>();
  const issue = () => {
    const nonce = `n${++issued}`;
    live.set(nonce, Date.now() + 120 * SECOND);
    return nonce;
  };
  const accepts = (nonce: string | undefined) => !!nonce && (live.get(nonce) ?? 0) > Date.now();
  return {
    accepts,
    authenticate: vi.fn(async () => issue()),
    refresh: vi.fn(async (nonce: string) => {
      if (!accepts(nonce)) throw new Error('nonce is unknown or expired');
      live.delete(nonce);
      return issue();
    }),
  };
}

function keeperWith(server = fakeServer()) {
  const failed = vi.fn();
  const keeper = createNonceKeeper({
    authenticate: server.authenticate,
    refresh: server.refresh,
    onFailed: failed,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { server, keeper, failed };
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-24T15:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('the chat nonce', () => {
  it('is obtained on start and refreshed every 60 s, each one accepted', async () => {
    const { server, keeper } = keeperWith();
    keeper.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.authenticate).toHaveBeenCalledTimes(1);
    for (let minute = 1; minute <= 5; minute++) {
      await vi.advanceTimersByTimeAsync(60 * SECOND);
      expect(server.refresh).toHaveBeenCalledTimes(minute);
      expect(server.accepts(await keeper.fresh())).toBe(true);
    }
    expect(server.authenticate).toHaveBeenCalledTimes(1);
  });

  it('is current when a new chat starts minutes later, even when the timers slept', async () => {
    const { server, keeper } = keeperWith();
    keeper.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = await keeper.fresh();
    // A background tab: the clock moves three minutes, no timer runs.
    vi.setSystemTime(Date.now() + 3 * 60 * SECOND);
    expect(server.accepts(first)).toBe(false);
    const next = await keeper.fresh();
    expect(next).not.toBe(first);
    expect(server.accepts(next)).toBe(true);
    expect(server.authenticate).toHaveBeenCalledTimes(2); // the refresh was refused, so a new one
  });

  it('asks once when several calls want it at the same moment', async () => {
    const { server, keeper } = keeperWith();
    keeper.start();
    const [a, b] = await Promise.all([keeper.fresh(), keeper.fresh()]);
    expect(a).toBe(b);
    expect(server.authenticate).toHaveBeenCalledTimes(1);
  });

  it('is none when the borrower is not signed in, and told', async () => {
    const server = fakeServer();
    server.authenticate.mockRejectedValue(new Error('unauthenticated'));
    const { keeper, failed } = keeperWith(server);
    keeper.start();
    expect(await keeper.fresh()).toBeUndefined();
    expect(failed).toHaveBeenCalledWith(new Error('unauthenticated'));
  });

  it('stops refreshing once stopped, and answers none', async () => {
    const { server, keeper } = keeperWith();
    keeper.start();
    await vi.advanceTimersByTimeAsync(0);
    keeper.stop();
    await vi.advanceTimersByTimeAsync(5 * 60 * SECOND);
    expect(server.refresh).not.toHaveBeenCalled();
    expect(await keeper.fresh()).toBeUndefined();
  });
});
