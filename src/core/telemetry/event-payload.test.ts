import { describe, expect, it } from 'vitest';
import { dedupeKey, eventPayload, identityIdFromJwt, queryParamsOf } from './event-payload';

const KEY = { uuid: 's-1', epoch: 1, trackerUuid: 't-1' };
const PAGE = { domain: 'meridian.localhost', pagePath: '/dashboard', queryParams: { a: '1' } };

function jwtWith(claims: object): string {
  const part = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `e30.${part}.sig`;
}

describe('eventPayload', () => {
  it('carries the page, session key, identity, WEB by default, HELOC and the dedupe fields', () => {
    expect(eventPayload({ event: 'page-view', dontDedupe: true }, PAGE, KEY, 'id-1')).toEqual({
      domain: 'meridian.localhost',
      pagePath: '/dashboard',
      queryParams: { a: '1' },
      event: 'page-view',
      sessionKey: KEY,
      identityId: 'id-1',
      applicationUuid: null,
      eventType: 'WEB',
      productType: 'HELOC',
      eventProperties: {},
      dontDedupe: true,
    });
  });

  it('an APP event keeps its own page and its dedupeProperty', () => {
    const payload = eventPayload(
      { event: 'status-route', eventType: 'APP', dedupeProperty: 'to', eventProperties: { to: '/x' }, pagePath: '/y' },
      PAGE,
      KEY,
      null,
    );
    expect(payload).toMatchObject({ eventType: 'APP', dedupeProperty: 'to', pagePath: '/y', identityId: null });
  });
});

describe('dedupeKey', () => {
  const base = eventPayload({ event: 'e', dedupeProperty: 'id', eventProperties: { id: 1, at: 5 } }, PAGE, KEY, null);

  it('is the same for a repeat and differs by session, event, page, application or dedupe value', () => {
    expect(dedupeKey({ ...base, eventProperties: { id: 1, at: 9 } })).toBe(dedupeKey(base));
    for (const other of [
      { ...base, sessionKey: { ...KEY, uuid: 's-2' } },
      { ...base, event: 'f' },
      { ...base, pagePath: '/other' },
      { ...base, applicationUuid: 'app-1' },
      { ...base, eventProperties: { id: 2 } },
    ])
      expect(dedupeKey(other)).not.toBe(dedupeKey(base));
  });

  it('is null (keep every one) with dontDedupe', () => {
    expect(dedupeKey({ ...base, dontDedupe: true })).toBeNull();
  });
});

describe('queryParamsOf and identityIdFromJwt', () => {
  it('repeated parameters become lists', () => {
    expect(queryParamsOf('?tag=a&tag=b&org=X')).toEqual({ tag: ['a', 'b'], org: 'X' });
  });

  it('reads the subject of a jwt, else null', () => {
    expect(identityIdFromJwt(jwtWith({ sub: 'id-7', org: 'X' }))).toBe('id-7');
    expect(identityIdFromJwt(jwtWith({ org: 'X' }))).toBeNull();
    expect(identityIdFromJwt('not-a-jwt')).toBeNull();
    expect(identityIdFromJwt('a.%%%.c')).toBeNull();
    expect(identityIdFromJwt(null)).toBeNull();
  });
});
