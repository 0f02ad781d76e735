import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { attemptFor, isStaleTask, requestFingerprint } from './idempotency';

describe('requestFingerprint', () => {
  it('is the same for the same request whatever the key order, and differs for another answer', () => {
    const a = { profile: { first: 'Ann', last: 'Lee' }, income: 90000, list: [1, 2] };
    const b = { list: [1, 2], income: 90000, profile: { last: 'Lee', first: 'Ann' } };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
    expect(requestFingerprint({ ...a, income: 90001 })).not.toBe(requestFingerprint(a));
    expect(requestFingerprint({ ...a, list: [2, 1] })).not.toBe(requestFingerprint(a));
    expect(requestFingerprint(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('ignores undefined fields, as JSON does', () => {
    expect(requestFingerprint({ a: 1, b: undefined })).toBe(requestFingerprint({ a: 1 }));
  });
});

describe('attemptFor', () => {
  const request = { income: 90000 };
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('keeps the key for the same request (retry, reload, second click)', () => {
    const first = attemptFor(null, request, newKey);
    expect(attemptFor(first, { income: 90000 }, newKey)).toEqual(first);
  });

  it('makes a new key when the request changed', () => {
    const first = attemptFor(null, request, newKey);
    const second = attemptFor(first, { income: 95000 }, newKey);
    expect(second.key).not.toBe(first.key);
    expect(second.fingerprint).not.toBe(first.fingerprint);
  });
});

describe('isStaleTask', () => {
  it.each([
    [new HttpError(409, 'Conflict', { errors: [{ pointer: '/x-application-status', message: 'is A' }] }), true],
    [new HttpError(409, 'Conflict', { message: "Task 'select-offer' is not open" }), false],
    [new HttpError(400, 'Bad Request', { errors: [{ pointer: '/x-application-status', message: 'x' }] }), false],
    [new TypeError('Failed to fetch'), false],
  ])('%s: %s', (error, stale) => {
    expect(isStaleTask(error)).toBe(stale);
  });
});
