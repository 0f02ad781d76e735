import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import { postTask } from './post-task';

const UUID = '5b1f2c4e-8d7a-4e21-9a3b-6c0d9e8f7a61';
const STATUS = { uuid: UUID, status: 'INCOME_VERIFICATION' };

function backEnd(failures: (() => unknown)[]) {
  const sent: RequestOptions[] = [];
  const http: HttpClient = <T>(_method: string, _path: string, options: RequestOptions = {}) => {
    sent.push(options);
    const failure = failures.shift();
    return failure ? Promise.reject(failure()) : Promise.resolve(STATUS as T);
  };
  return { http, sent };
}

const attempt = { key: 'task-attempt-key-0001', madeFrom: 'OFFER_SELECTION', sleep: () => Promise.resolve() };

describe('postTask with an attempt', () => {
  it('retries a blip with the same key and the status the screen was drawn for', async () => {
    const { http, sent } = backEnd([
      () => new HttpError(503, 'Service Unavailable', null),
      () => new TypeError('Failed to fetch'),
    ]);
    await expect(postTask(http, UUID, 'select-offer', { offerId: 'a' }, attempt)).resolves.toEqual(STATUS);
    expect(sent.map((o) => o.headers)).toEqual(
      Array.from({ length: 3 }, () => ({
        'idempotency-key': 'task-attempt-key-0001',
        'x-application-status': 'OFFER_SELECTION',
      })),
    );
  });

  it('does not retry a refusal (a stale status is a 409)', async () => {
    const stale = new HttpError(409, 'Conflict', { errors: [{ pointer: '/x-application-status', message: 'is old' }] });
    const { http, sent } = backEnd([() => stale]);
    await expect(postTask(http, UUID, 'select-offer', {}, attempt)).rejects.toBe(stale);
    expect(sent).toHaveLength(1);
  });

  it('without an attempt sends once, with no write headers', async () => {
    const { http, sent } = backEnd([() => new HttpError(503, 'Service Unavailable', null)]);
    await expect(postTask(http, UUID, 'select-offer', {})).rejects.toBeInstanceOf(HttpError);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toBeUndefined();
  });
});
