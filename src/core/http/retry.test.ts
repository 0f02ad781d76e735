import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { retry, RETRY_DEFAULTS } from './retry';

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => (waits.push(ms), Promise.resolve()) };
}

function failing(times: number, error: () => unknown = () => new HttpError(503, 'Service Unavailable', null)) {
  let calls = 0;
  const call = () => (++calls <= times ? Promise.reject(error()) : Promise.resolve(`ok after ${calls}`));
  return { call, calls: () => calls };
}

describe('retry', () => {
  it('tries 5 times by default, waiting 1000 ms and doubling: 1, 2, 4, 8 s', async () => {
    expect(RETRY_DEFAULTS).toEqual({ tries: 5, delayMs: 1000 });
    const { waits, sleep } = recorder();
    const f = failing(4);
    await expect(retry(f.call, { sleep })).resolves.toBe('ok after 5');
    expect(f.calls()).toBe(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('throws the last failure after the fifth try, without a sixth', async () => {
    const { waits, sleep } = recorder();
    let n = 0;
    const call = () => Promise.reject(new HttpError(500, 'Internal Server Error', { message: `failure ${++n}` }));
    await expect(retry(call, { sleep })).rejects.toThrow('failure 5');
    expect(n).toBe(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('does not wait when the first try succeeds', async () => {
    const { waits, sleep } = recorder();
    await expect(retry(() => Promise.resolve(7), { sleep })).resolves.toBe(7);
    expect(waits).toEqual([]);
  });

  it('retries a network failure (no answer at all)', async () => {
    const { sleep } = recorder();
    const f = failing(2, () => new TypeError('Failed to fetch'));
    await expect(retry(f.call, { sleep })).resolves.toBe('ok after 3');
  });

  it('gives up at once on a 4xx answer: asking again cannot help', async () => {
    const { waits, sleep } = recorder();
    const f = failing(1, () => new HttpError(404, 'Not Found', null));
    await expect(retry(f.call, { sleep })).rejects.toBeInstanceOf(HttpError);
    expect(f.calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('takes other counts, delays and rules', async () => {
    const { waits, sleep } = recorder();
    const f = failing(5, () => new HttpError(409, 'Conflict', null));
    await expect(retry(f.call, { sleep, tries: 3, delayMs: 50, retryable: () => true })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(f.calls()).toBe(3);
    expect(waits).toEqual([50, 100]);
  });
});
