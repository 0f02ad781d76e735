import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication, register } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';

const NOW = new Date('2025-03-03T12:00:00Z');
const link = (uuid: string) => `/service-application/api/v3/application/heloc/${uuid}/full-story-link`;
const session = {
  platform: 'WEB',
  libVersion: '2.2.24',
  appVersion: '0.1.0',
  referrer: '',
  queryParams: {},
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

describe('PUT {heloc-base}/{uuid}/full-story-link', () => {
  it('keeps the latest link of the owner application; the sandbox lists it', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const first = 'http://localhost:4173/ft/heloc/session/one';
    expect((await t.call('PUT', link(application.uuid), { link: first }, bearer(jwt))).status).toBe(204);
    expect((await t.call('GET', `/__sandbox/applications/${application.uuid}/full-story-link`)).body).toEqual({
      link: first,
    });
    const second = 'https://example.com/ft/heloc/session/two';
    await t.call('PUT', link(application.uuid), { link: second }, bearer(jwt));
    expect((await t.call('GET', `/__sandbox/applications/${application.uuid}/full-story-link`)).body).toEqual({
      link: second,
    });
  });

  it('a link that is not an http(s) URL is a 400 naming the field', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const res = await t.call('PUT', link(application.uuid), { link: 'javascript:alert(1)' }, bearer(jwt));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('link');
  });

  it("someone else's application is a 404, and nothing is kept", async () => {
    const { application } = await borrowerWithApplication(t);
    const other = await register(t);
    const res = await t.call('PUT', link(application.uuid), { link: 'https://example.com/x' }, bearer(other));
    expect(res.status).toBe(404);
    expect((await t.call('GET', `/__sandbox/applications/${application.uuid}/full-story-link`)).status).toBe(404);
  });
});

describe('GET /ft/{context}/session/{uuid}: what the link points at', () => {
  it('answers the session and only its own events', async () => {
    const key = (await t.call('POST', '/ft/heloc/session', session)).body.sessionKey;
    const other = { uuid: 'other', epoch: 1, trackerUuid: key.trackerUuid };
    const event = { eventType: 'WEB', pagePath: '/account/heloc', domain: 'localhost' };
    await t.call('POST', '/ft/heloc/event', { ...event, event: 'page_view', sessionKey: key });
    await t.call('POST', '/ft/heloc/event', { ...event, event: 'click', sessionKey: other });
    const res = await t.call('GET', `/ft/heloc/session/${key.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.session.sessionKey).toEqual(key);
    expect(res.body.events.map((e: { payload: { event: string } }) => e.payload.event)).toEqual(['page_view']);
    expect((await t.call('GET', '/ft/heloc/session/nope')).status).toBe(404);
  });
});
