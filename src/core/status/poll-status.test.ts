import { describe, expect, it, vi } from 'vitest';
import { backoffCap, backoffDelay, pollStatus, retryLimit, type PollOptions } from './poll-status';
import { isWaitingStatus, STATUS_POLLING } from './waiting-statuses';

type S = { status: string };

/** A fake server answering the given statuses in turn (the last one repeats). */
function fixture(statuses: string[], overrides: Partial<PollOptions<S>> = {}) {
  let call = 0;
  const delays: number[] = [];
  let clock = 0;
  const options: PollOptions<S> = {
    fetchStatus: vi.fn(async () => ({ status: statuses[Math.min(call++, statuses.length - 1)]! })),
    sleep: async (ms) => {
      delays.push(ms);
      clock += ms;
    },
    random: () => 1 - Number.EPSILON,
    now: () => clock,
    baseDelayMs: 1000,
    maxRetries: 10,
    isWaiting: isWaitingStatus,
    ...overrides,
  };
  return { options, delays };
}

describe('backoff', () => {
  it('doubles from the base and is capped at 5 times the base', () => {
    expect(Array.from({ length: 7 }, (_, n) => backoffCap(1000, n))).toEqual([
      1000, 2000, 4000, 5000, 5000, 5000, 5000,
    ]);
    expect(Array.from({ length: 4 }, (_, n) => backoffCap(300, n))).toEqual([300, 600, 1200, 1500]);
  });

  it('equal jitter keeps every delay within [cap / 2, cap]', () => {
    for (let n = 0; n < 12; n++) {
      const cap = backoffCap(1000, n);
      expect(backoffDelay(1000, n, () => 0)).toBe(cap / 2);
      expect(backoffDelay(1000, n, () => 0.5)).toBe(cap * 0.75);
      expect(backoffDelay(1000, n, () => 1 - Number.EPSILON)).toBe(cap);
    }
  });
});

describe('pollStatus', () => {
  it('answers at once when the first status is not a waiting status', async () => {
    const { options, delays } = fixture(['OFFER_SELECTION']);
    await expect(pollStatus(options)).resolves.toEqual({
      kind: 'settled',
      last: { status: 'OFFER_SELECTION' },
      retries: 0,
      elapsedMs: 0,
    });
    expect(delays).toEqual([]);
  });

  it('waits with the back-off sequence until the status settles', async () => {
    const { options, delays } = fixture([
      'IN_PROGRESS',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'GEN_APP_DISCLOSURES',
      'OFFER_SELECTION',
    ]);
    const outcome = await pollStatus(options);
    expect(delays).toEqual([1000, 2000, 4000, 5000]);
    expect(outcome).toEqual({ kind: 'settled', last: { status: 'OFFER_SELECTION' }, retries: 4, elapsedMs: 12000 });
  });

  it('gives up after the retry limit with the timeout page, the delays capped at 5 times the base', async () => {
    const { options, delays } = fixture(['WAITING_FOR_SOFT_CREDIT'], { random: () => 0 });
    const outcome = await pollStatus(options);
    expect(options.fetchStatus).toHaveBeenCalledTimes(11);
    expect(delays).toEqual([500, 1000, 2000, 2500, 2500, 2500, 2500, 2500, 2500, 2500]);
    expect(outcome).toMatchObject({ kind: 'gave-up', retries: 10, path: 'error/timeout' });
  });

  it('gives note-signing generation double the retries', async () => {
    const { options, delays } = fixture(['GEN_NOTE_SIGNING']);
    const outcome = await pollStatus(options);
    expect(delays).toHaveLength(20);
    expect(Math.max(...delays)).toBe(5000);
    expect(outcome).toMatchObject({ kind: 'gave-up', retries: 20, last: { status: 'GEN_NOTE_SIGNING' } });
    expect(retryLimit('GEN_NOTE_SIGNING', 10)).toBe(20);
    expect(retryLimit('IN_PROGRESS', 10)).toBe(10);
  });

  it('keeps each jittered delay within its bounds for any random source', async () => {
    const randoms = [0, 0.25, 0.999, 0.5, 0.1, 0.9, 0.75, 0.3, 0.6, 0.05];
    let i = 0;
    const { options, delays } = fixture(['HARD_CREDIT_PULL'], { random: () => randoms[i++ % randoms.length]! });
    await pollStatus(options);
    delays.forEach((d, n) => {
      expect(d).toBeGreaterThanOrEqual(backoffCap(1000, n) / 2);
      expect(d).toBeLessThanOrEqual(backoffCap(1000, n));
    });
  });

  it('tells onRoute the outcome once', async () => {
    const onRoute = vi.fn();
    const { options } = fixture(['PREQUAL_TITLE', 'HMDA'], { onRoute });
    const outcome = await pollStatus(options);
    expect(onRoute).toHaveBeenCalledExactlyOnceWith(outcome);
  });

  it('lets a failed status call propagate (the session handler or the page decides)', async () => {
    const { options } = fixture(['IN_PROGRESS'], { fetchStatus: () => Promise.reject(new Error('401')) });
    await expect(pollStatus(options)).rejects.toThrow('401');
  });
});

describe('waiting statuses (borrower-journey.md section 4)', () => {
  it.each([
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_ANYTHING_NEW',
    'GEN_APP_DISCLOSURES',
    'GEN_NOTE_SIGNING',
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    'HARD_CREDIT_PULL',
    'IN_PROGRESS',
    'ONSITE_APPRAISAL_REQUEST',
    'PREQUAL_TITLE',
  ])('%s waits', (status) => expect(isWaitingStatus(status)).toBe(true));

  it.each(['OFFER_SELECTION', 'GEN_CLOSING_DISCLOSURE', 'DECLINED', 'WAITING', 'ONSITE_APPRAISAL_SCHEDULED'])(
    '%s does not',
    (status) => expect(isWaitingStatus(status)).toBe(false),
  );

  it('the documented limit: 10 retries at 1000 ms', () =>
    expect([STATUS_POLLING.maxRetries, STATUS_POLLING.baseDelayMs]).toEqual([10, 1000]));
});
