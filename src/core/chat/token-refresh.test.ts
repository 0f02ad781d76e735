import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiresAt, type ChatMode } from './limits';
import { createTokenKeeper, TOKEN_RETRY_MS, tokenNeedsRenewal, tokenRenewsAt, type ChatToken } from './token-refresh';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse('2026-11-24T05:00:00Z');
/** The server's refusal of an old or expired token (a 4xx: not worth another try). */
const REFUSED = 'Token state is invalid.';

describe('when a token is renewed', () => {
  it.each([
    ['chatbot', 8 * MINUTE],
    ['agent', 4 * HOUR + 48 * MINUTE],
  ] as const)('a %s token issued at the start is renewed %i ms later', (chatMode, after) => {
    const token = { expiration: tokenExpiresAt(chatMode, START), chatMode };
    expect(tokenRenewsAt(token)).toBe(START + after);
    expect(tokenNeedsRenewal(token, START + after - 1)).toBe(false);
    expect(tokenNeedsRenewal(token, START + after)).toBe(true);
    expect(tokenNeedsRenewal(token, token.expiration + 1)).toBe(true);
  });
});

/** A server that, like the sandbox, issues a token for the mode's lifetime and refuses an old or expired one. */
function fakeServer(chatMode: ChatMode) {
  let issued = 0;
  let live = { token: 't0', expiration: tokenExpiresAt(chatMode, Date.now()) };
  let dropping = 0;
  const renew = vi.fn(async (session: ChatToken): Promise<ChatToken> => {
    if (dropping > 0) {
      dropping -= 1;
      throw new TypeError('Failed to fetch'); // lost on the way: the server never saw it
    }
    if (session.token !== live.token || Date.now() >= live.expiration) throw new Error(REFUSED);
    issued += 1;
    live = { token: `t${issued}`, expiration: tokenExpiresAt(chatMode, Date.now()) };
    return { ...session, ...live };
  });
  const accepts = (token: string) => token === live.token && Date.now() < live.expiration;
  const drop = (calls: number) => (dropping = calls);
  return { first: { ...live, chatMode } as ChatToken, renew, accepts, drop };
}

function keeperFor(chatMode: ChatMode) {
  const server = fakeServer(chatMode);
  let session: ChatToken | null = server.first;
  const failed = vi.fn();
  const keeper = createTokenKeeper<ChatToken>({
    current: () => session,
    renew: server.renew,
    onRenewed: (next) => (session = next),
    onFailed: failed,
    retryable: (error) => !(error instanceof Error && error.message === REFUSED),
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { server, keeper, failed, session: () => session! };
}

describe('createTokenKeeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['chatbot', [11 * MINUTE, 61 * MINUTE]],
    ['agent', [6 * HOUR + MINUTE, 12 * HOUR + MINUTE]],
  ] as const)('keeps a %s token alive: the token at each later send is accepted', async (chatMode, sends) => {
    const { server, keeper, failed, session } = keeperFor(chatMode);
    keeper.schedule();
    for (const at of sends) {
      await vi.advanceTimersByTimeAsync(START + at - Date.now());
      expect(server.accepts((await keeper.fresh())!.token)).toBe(true);
      expect(server.accepts(session().token)).toBe(true);
    }
    expect(failed).not.toHaveBeenCalled();
    keeper.stop();
  });

  it('renews once when a timer and a send ask together', async () => {
    const { server, keeper } = keeperFor('chatbot');
    keeper.schedule();
    await vi.advanceTimersByTimeAsync(8 * MINUTE - 1);
    vi.setSystemTime(START + 8 * MINUTE);
    const [a, b] = await Promise.all([keeper.fresh(), keeper.renewNow(), vi.advanceTimersByTimeAsync(1)]);
    expect(server.renew).toHaveBeenCalledTimes(1);
    expect(a!.token).toBe(b!.token);
    expect(server.accepts(a!.token)).toBe(true);
    keeper.stop();
  });

  it('renews before a send when the timer came late (a sleeping laptop)', async () => {
    const { server, keeper } = keeperFor('chatbot');
    vi.setSystemTime(START + 9 * MINUTE); // no timer ran: the keeper was never scheduled
    const token = (await keeper.fresh())!.token;
    expect(server.renew).toHaveBeenCalledTimes(1);
    expect(server.accepts(token)).toBe(true);
  });

  it('says when a renewal fails, and tries no more until asked', async () => {
    const { server, keeper, failed } = keeperFor('chatbot');
    vi.setSystemTime(START + 11 * MINUTE); // already expired
    keeper.schedule();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(server.renew).toHaveBeenCalledTimes(1);
    await expect(keeper.fresh()).rejects.toThrow(REFUSED);
    expect(server.renew).toHaveBeenCalledTimes(2);
  });

  it('tries a renewal lost on the way again, 15 seconds later, and the token lives on', async () => {
    const { server, keeper, failed, session } = keeperFor('chatbot');
    server.drop(2);
    keeper.schedule();
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    expect(server.renew).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * TOKEN_RETRY_MS);
    expect(server.renew).toHaveBeenCalledTimes(3);
    expect(failed).toHaveBeenCalledTimes(2);
    expect(server.accepts(session().token)).toBe(true);
    await vi.advanceTimersByTimeAsync(START + 61 * MINUTE - Date.now());
    expect(server.accepts((await keeper.fresh())!.token)).toBe(true);
    keeper.stop();
  });

  it('stops trying again once the token would expire before the next try', async () => {
    const { server, keeper } = keeperFor('chatbot');
    server.drop(Infinity);
    keeper.schedule();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    // At 8:00, then every 15 seconds up to 9:45: a try at 10:00 would carry an expired token.
    expect(server.renew).toHaveBeenCalledTimes(8);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('neither renews nor reports once stopped', async () => {
    const { server, keeper, failed } = keeperFor('chatbot');
    keeper.schedule();
    keeper.stop();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(server.renew).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });
});
