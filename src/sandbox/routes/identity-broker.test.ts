import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, register } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const LOGIN = '/identity-broker/customer/api/v3/login';
const LOGOUT = '/identity-broker/customer/secure/api/v3/logout';
const IDENTITY = '/identity/secure/api/v1_1/identity';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
  await register(t, 'Lee@Example.com', 'ACME');
});
afterEach(() => t.dispose());

describe('POST /identity-broker/{customer|agent}/api/v3/login', () => {
  it.each([
    ['customer', '', '/dashboard'],
    [
      'agent',
      '?redirectUrl=/account/heloc/1234&telemetryTrackingId=t-1&mode=broker&applicationName=heloc',
      '/account/heloc/1234',
    ],
  ])('%s%s signs in and redirects to %s', async (kind, query, redirect) => {
    const res = await t.call('POST', `/identity-broker/${kind}/api/v3/login${query}`, {
      email: 'lee@example.com',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.redirect).toBe(redirect);
    expect(schemaProblems('login-response', res.body)).toEqual([]);
    expect((await t.call('GET', IDENTITY, undefined, bearer(res.body.jwt))).body.email).toBe('Lee@Example.com');
  });

  it.each([
    ['a wrong password', { email: 'lee@example.com', password: 'Sandbox-Pass2!' }, {}],
    ['an unknown email', { email: 'nobody@example.com', password: PASSWORD }, {}],
    ['another org', { email: 'lee@example.com', password: PASSWORD }, { 'x-org': 'BETA' }],
  ])('401 with one message for %s', async (_, body, headers) => {
    const res = await t.call('POST', LOGIN, body, headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'Invalid email or password' });
  });

  it.each([
    [
      '?redirectUrl=https://evil.example.com',
      'redirectUrl must be a path starting with a slash followed by a lowercase letter',
    ],
    [
      '?redirectUrl=//evil.example.com',
      'redirectUrl must be a path starting with a slash followed by a lowercase letter',
    ],
    ['?next=/x', 'next is not allowed'],
  ])('400 for %s', async (query, message) => {
    const res = await t.call('POST', `${LOGIN}${query}`, { email: 'lee@example.com', password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('404 for a kind other than customer or agent', async () => {
    expect(
      (await t.call('POST', '/identity-broker/admin/api/v3/login', { email: 'lee@example.com', password: PASSWORD }))
        .status,
    ).toBe(404);
  });
});

describe('logout', () => {
  it('revokes the token it was sent, and only that one', async () => {
    const first = (await t.call('POST', LOGIN, { email: 'lee@example.com', password: PASSWORD })).body.jwt;
    const second = (await t.call('POST', LOGIN, { email: 'lee@example.com', password: PASSWORD })).body.jwt;
    const res = await t.call('POST', LOGOUT, undefined, bearer(first));
    expect(res.body).toEqual({ redirect: '/auth/login' });
    expect(schemaProblems('logout-response', res.body)).toEqual([]);
    expect((await t.call('GET', IDENTITY, undefined, bearer(first))).body).toEqual({
      status: 401,
      message: 'unauthenticated',
    });
    expect((await t.call('POST', LOGOUT, undefined, bearer(first))).status).toBe(401);
    expect((await t.call('GET', IDENTITY, undefined, bearer(second))).status).toBe(200);
  });
});

describe('GET .../secure/api/v3/self/figureinfo', () => {
  it.each([
    ['customer', 'customer', false],
    ['agent', 'agent', true],
    ['customer', 'agent', false],
  ])('a session signed in on the %s path, read on the %s path, answers isAgent %s', async (signedIn, kind, isAgent) => {
    const jwt = (
      await t.call('POST', `/identity-broker/${signedIn}/api/v3/login`, {
        email: 'lee@example.com',
        password: PASSWORD,
      })
    ).body.jwt;
    const res = await t.call('GET', `/identity-broker/${kind}/secure/api/v3/self/figureinfo`, undefined, bearer(jwt));
    expect(res.body).toMatchObject({
      email: 'Lee@Example.com',
      organizationCode: 'ACME',
      firstName: null,
      lastName: null,
      isAgent,
    });
    expect(schemaProblems('identity-summary-response', res.body)).toEqual([]);
  });

  it('401 without a token', async () => {
    expect((await t.call('GET', '/identity-broker/customer/secure/api/v3/self/figureinfo')).status).toBe(401);
  });
});
