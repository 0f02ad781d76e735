import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, PHONE } from '../test-support/borrowers';
import {
  createFixtureRoot,
  createTestSandbox,
  FIXTURE_BRANDS,
  schemaProblems,
  type TestSandbox,
} from '../test-support/test-sandbox';

const STATE = 'state-0123456789abcdef';
const ORG = { 'x-org': 'IDPB' };

let t: TestSandbox;
beforeEach(async () => {
  const rootDir = createFixtureRoot({
    ...FIXTURE_BRANDS,
    IDPB: { orgCode: 'IDPB', statesServed: ['CA'], authMode: 'identity-provider' },
  });
  t = await createTestSandbox({ rootDir });
  const res = await t.call('POST', '/identity/api/v1/registration/register?organization=IDPB', {
    email: 'Idp@Example.com',
    phoneNumber: PHONE,
  });
  expect(res.status).toBe(200);
});
afterEach(() => t.dispose());

/** A form post as the provider's page sends it; answers status, location and the page. */
async function post(path: string, fields: Record<string, string>) {
  const res = await t.sandbox.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

async function start(kind = 'customer', query = `?state=${STATE}&redirectUrl=/account/heloc/abc`) {
  const res = await t.call('POST', `/identity-broker/${kind}/api/v3/login${query}`, undefined, ORG);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(schemaProblems('login-response', res.body)).toEqual([]);
  return new URL(res.body.redirect as string, 'http://sandbox').searchParams.get('login')!;
}

const lastCode = async () => {
  const messages = (await t.call('GET', '/__sandbox/identity-provider/messages')).body.messages;
  return messages.at(-1).code as string;
};

/** Proves the email at the provider; answers the callback address it redirects to. */
async function proveEmail(login: string, email = 'idp@example.com') {
  const asked = await post('/__sandbox/identity-provider/code', { login, email });
  expect(asked.status).toBe(200);
  const done = await post('/__sandbox/identity-provider/verify', { login, email, otp: await lastCode() });
  expect(done.status).toBe(303);
  return new URL(done.location!, 'http://app');
}

describe('the hosted sign-in through the identity provider', () => {
  it('a borrower without a password signs in: provider page, code by email, callback, code traded for the session', async () => {
    const login = await start();
    const page = await t.sandbox.app.request(`/__sandbox/identity-provider/authorize?login=${login}`);
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).not.toContain('<script');
    const back = await proveEmail(login);
    expect(back.pathname).toBe('/auth/callback');
    expect(back.searchParams.get('state')).toBe(STATE);
    const code = back.searchParams.get('code')!;
    const traded = await t.call('POST', '/identity-broker/customer/api/v3/login/code', { code, state: STATE }, ORG);
    expect(traded.status).toBe(200);
    expect(traded.body.redirect).toBe('/account/heloc/abc');
    const me = await t.call('GET', '/identity/secure/api/v1_1/identity', undefined, {
      ...bearer(traded.body.jwt),
      ...ORG,
    });
    expect(me.body.email).toBe('Idp@Example.com');
    // Once only.
    expect(
      (await t.call('POST', '/identity-broker/customer/api/v3/login/code', { code, state: STATE }, ORG)).status,
    ).toBe(401);
  });

  it.each([
    ['another state', (code: string) => ({ code, state: 'other-state-0123456789' }), 'customer', ORG],
    ['the agent path', (code: string) => ({ code, state: STATE }), 'agent', ORG],
    ['another org', (code: string) => ({ code, state: STATE }), 'customer', { 'x-org': 'ACME' }],
    ['an unknown code', () => ({ code: 'x'.repeat(40), state: STATE }), 'customer', ORG],
  ])('401 for a code traded with %s', async (_, body, kind, headers) => {
    const code = (await proveEmail(await start())).searchParams.get('code')!;
    const res = await t.call('POST', `/identity-broker/${kind}/api/v3/login/code`, body(code), headers);
    expect(res.body).toEqual({ status: 401, message: 'Invalid or expired sign-in code' });
  });

  it('a wrong one-time code is refused on the page; five are the end of that round trip', async () => {
    const login = await start();
    await post('/__sandbox/identity-provider/code', { login, email: 'idp@example.com' });
    const right = await lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/__sandbox/identity-provider/verify', { login, email: 'idp@example.com', otp: wrong });
      expect(res.status).toBe(400);
      expect(res.html).toContain('role="alert"');
    }
    expect((await post('/__sandbox/identity-provider/verify', { login, otp: right })).status).toBe(429);
  });

  it('an unknown email gets the same page, no email and no way in', async () => {
    const login = await start();
    const asked = await post('/__sandbox/identity-provider/code', { login, email: 'nobody@example.com' });
    expect(asked.html).toContain('If nobody@example.com has an account');
    expect((await t.call('GET', '/__sandbox/identity-provider/messages')).body.messages).toEqual([]);
    expect((await post('/__sandbox/identity-provider/verify', { login, otp: '123456' })).status).toBe(400);
  });

  it('what the borrower typed is escaped on the page', async () => {
    const login = await start();
    const asked = await post('/__sandbox/identity-provider/code', { login, email: '<b>x</b>@example.com' });
    expect(asked.html).toContain('&#60;b&#62;x&#60;/b&#62;@example.com');
    expect(asked.html).not.toContain('<b>');
  });

  it('400 naming state when the hosted sign-in is started without it', async () => {
    const res = await t.call('POST', '/identity-broker/customer/api/v3/login', undefined, ORG);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('state is required for the hosted sign-in');
  });

  it('the agent path makes an agent session: figureinfo says isAgent, logout goes to the agent sign-in', async () => {
    const code = (await proveEmail(await start('agent'))).searchParams.get('code')!;
    const { jwt } = (await t.call('POST', '/identity-broker/agent/api/v3/login/code', { code, state: STATE }, ORG))
      .body;
    const auth = { ...bearer(jwt), ...ORG };
    const self = await t.call('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo', undefined, auth);
    expect(self.body.isAgent).toBe(true);
    const out = await t.call('POST', '/identity-broker/agent/secure/api/v3/logout?mode=broker', undefined, auth);
    expect(out.body).toEqual({ redirect: '/auth/agent/login' });
    expect(schemaProblems('logout-response', out.body)).toEqual([]);
  });
});
