import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const NOW = new Date('2025-03-03T12:00:00Z');
const session = {
  platform: 'WEB',
  libVersion: '2.2.24',
  appVersion: '0.1.0',
  referrer: '',
  queryParams: { utm_source: 'mail', tag: ['a', 'b'] },
  screenWidth: 1440,
  screenHeight: 900,
  windowWidth: 1200,
  windowHeight: 800,
};

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: () => NOW });
});
afterEach(() => t.dispose());

describe('POST /ft/{context}/session', () => {
  it('answers a new session key', async () => {
    const res = await t.call('POST', '/ft/heloc/session', session);
    expect(res.status).toBe(200);
    expect(res.body.sessionKey.epoch).toBe(NOW.getTime());
    expect(res.body.sessionKey.uuid).not.toBe(res.body.sessionKey.trackerUuid);
    expect(schemaProblems('telemetry-session-response', res.body)).toEqual([]);
  });

  it('keeps the tracker of a returning browser, with a new session uuid', async () => {
    const first = (await t.call('POST', '/ft/heloc/session', session)).body.sessionKey;
    const second = (await t.call('POST', '/ft/heloc/session', { ...session, sessionKey: first })).body.sessionKey;
    expect(second.trackerUuid).toBe(first.trackerUuid);
    expect(second.uuid).not.toBe(first.uuid);
  });

  it.each([
    ['another platform', { ...session, platform: 'IOS' }, 'platform must be "WEB"'],
    ['no libVersion', { ...session, libVersion: undefined }, 'libVersion is required'],
    [
      'a session key of a uuid only',
      { ...session, sessionKey: { uuid: 'u' } },
      'sessionKey.epoch is required; sessionKey.trackerUuid is required',
    ],
  ])('400 for %s', async (_name, body, message) => {
    const res = await t.call('POST', '/ft/heloc/session', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /ft/{context}/event', () => {
  const sessionKey = { uuid: 's-1', epoch: 1, trackerUuid: 't-1' };
  const event = { event: 'page_view', sessionKey, eventType: 'WEB', pagePath: '/account/heloc', domain: 'localhost' };

  it('answers 204 and keeps sessions and events in order', async () => {
    await t.call('POST', '/ft/heloc/session', session);
    expect((await t.call('POST', '/ft/heloc/event', event)).status).toBe(204);
    expect(
      (await t.call('POST', '/ft/heloc-signer/event', { ...event, event: 'click', identityId: null })).status,
    ).toBe(204);
    const res = await t.call('GET', '/__sandbox/telemetry');
    expect(schemaProblems('sandbox-telemetry', res.body)).toEqual([]);
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.sessions[0]).toMatchObject({ context: 'heloc', receivedAt: NOW.toISOString(), payload: session });
    expect(
      res.body.events.map((e: { context: string; payload: { event: string } }) => [e.context, e.payload.event]),
    ).toEqual([
      ['heloc', 'page_view'],
      ['heloc-signer', 'click'],
    ]);
  });

  it.each([
    ['no event', { sessionKey }, 'event is required'],
    ['no session key', { event: 'x' }, 'sessionKey is required'],
    ['a session key that is a string', { event: 'x', sessionKey: 's-1' }, 'sessionKey must be an object'],
    ['another event type', { ...event, eventType: 'TV' }, 'eventType must be one of WEB, APP'],
  ])('400 for %s', async (_name, body, message) => {
    const res = await t.call('POST', '/ft/heloc/event', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('accepts a text/plain body, as keepalive beacons send', async () => {
    const res = await t.sandbox.app.request('/ft/heloc/event', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(event),
    });
    expect(res.status).toBe(204);
  });
});

describe('POST /ft/{context}/event de-duplication', () => {
  const sessionKey = { uuid: 's-9', epoch: 1, trackerUuid: 't-9' };
  const base = { event: 'offer_viewed', sessionKey, eventType: 'APP', pagePath: '/account/heloc/a/product/select' };
  const kept = async () => {
    const res = await t.call('GET', '/__sandbox/telemetry');
    expect(schemaProblems('sandbox-telemetry', res.body)).toEqual([]);
    return res.body as { events: { payload: { eventProperties?: Record<string, unknown> } }[]; duplicates: number };
  };

  it('keeps the first of repeats and counts the rest; another session, page or event is no repeat', async () => {
    for (const body of [base, base, { ...base, pagePath: '/other' }, { ...base, event: 'x' }, base])
      expect((await t.call('POST', '/ft/heloc/event', body)).status).toBe(204);
    await t.call('POST', '/ft/heloc/event', { ...base, sessionKey: { ...sessionKey, uuid: 's-10' } });
    const { events, duplicates } = await kept();
    expect(events).toHaveLength(4);
    expect(duplicates).toBe(2);
  });

  it('tells events apart by the value of their dedupeProperty', async () => {
    const offer = (id: string) => ({ ...base, dedupeProperty: 'offerId', eventProperties: { offerId: id, at: id } });
    for (const body of [offer('1'), offer('2'), offer('1')]) await t.call('POST', '/ft/heloc/event', body);
    const { events, duplicates } = await kept();
    expect(events.map((e) => e.payload.eventProperties?.offerId)).toEqual(['1', '2']);
    expect(duplicates).toBe(1);
  });

  it('keeps every repeat sent with dontDedupe', async () => {
    for (let i = 0; i < 3; i++) await t.call('POST', '/ft/heloc/event', { ...base, dontDedupe: true });
    expect(await kept()).toMatchObject({ duplicates: 0, events: [{}, {}, {}] });
  });

  it('400 naming the field when dedupeProperty names no event property', async () => {
    const res = await t.call('POST', '/ft/heloc/event', { ...base, dedupeProperty: 'offerId', eventProperties: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ pointer: '/dedupeProperty', message: 'must name an eventProperties entry' }]);
  });

  it('a reset forgets kept events and repeats', async () => {
    await t.call('POST', '/ft/heloc/event', base);
    await t.call('POST', '/ft/heloc/event', base);
    await t.call('DELETE', '/__sandbox/telemetry');
    await t.call('POST', '/ft/heloc/event', base);
    expect(await kept()).toMatchObject({ duplicates: 0, events: [{}] });
  });
});
