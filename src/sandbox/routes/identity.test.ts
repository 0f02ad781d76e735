import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signToken } from '../auth/jwt';
import { bearer, PASSWORD, PHONE, register, uniqueEmail } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

const REGISTER = '/identity/api/v1/registration/register';
const IDENTITY = '/identity/secure/api/v1_1/identity';

let now: Date;
let t: TestSandbox;
beforeEach(async () => {
  now = new Date('2025-03-03T12:00:00Z');
  t = await createTestSandbox({ now: () => now });
});
afterEach(() => t.dispose());

describe('POST /identity/api/v1/registration/register', () => {
  it('answers a jwt that fetches the new identity', async () => {
    const email = uniqueEmail();
    const res = await t.call('POST', `${REGISTER}?organization=BETA`, {
      email,
      password: PASSWORD,
      phoneNumber: PHONE,
    });
    expect(res.status).toBe(200);
    expect(schemaProblems('jwt-response', res.body)).toEqual([]);
    for (const path of [IDENTITY, '/identity/secure/api/v1/identity']) {
      const identity = await t.call('GET', path, undefined, bearer(res.body.jwt));
      expect(identity.status).toBe(200);
      expect(identity.body).toMatchObject({ email, phoneNumber: PHONE, organizationCode: 'BETA' });
      expect(identity.body.aliases).toEqual([
        { type: 'Email', value: email },
        { type: 'Phone', value: PHONE },
      ]);
      expect(schemaProblems('identity-response', identity.body)).toEqual([]);
    }
  });

  it('carries sub, org and a 12-hour expiry in the token', async () => {
    const jwt = await register(t, uniqueEmail(), 'ACME');
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    const identity = (await t.call('GET', IDENTITY, undefined, bearer(jwt))).body;
    expect(claims).toMatchObject({
      sub: identity.uuid,
      org: 'ACME',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 12 * 3600,
    });
  });

  it('401 identity exists for an email taken in the same org, whatever its case', async () => {
    await register(t, 'Jo.Smith@Example.com', 'ACME');
    const res = await t.call('POST', `${REGISTER}?organization=ACME`, {
      email: 'jo.smith@example.COM',
      password: PASSWORD,
      phoneNumber: PHONE,
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: 'identity exists' });
  });

  it('lets the same email register with another org', async () => {
    await register(t, 'jo@example.com', 'ACME');
    await expect(register(t, 'jo@example.com', 'BETA')).resolves.toMatch(/\./);
  });

  it.each([
    ['Short-Pas1!', 'password must be at least 12 characters'],
    ['sandbox-pass1!', 'password must contain an uppercase letter'],
    ['SANDBOX-PASS1!', 'password must contain a lowercase letter'],
    ['Sandbox-Pass!!', 'password must contain a number'],
    ['SandboxPass123', 'password must contain one of !@#$%^&*'],
    [
      'short',
      'password must be at least 12 characters; password must contain an uppercase letter; password must contain a number; password must contain one of !@#$%^&*',
    ],
  ])('400 naming the rule %s breaks', async (password, message) => {
    const res = await t.call('POST', REGISTER, { email: uniqueEmail(), password, phoneNumber: PHONE });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.every((e: { pointer: string }) => e.pointer === '/password')).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(password);
  });

  it.each([
    [
      'an email without @',
      { email: 'nope', password: PASSWORD, phoneNumber: PHONE },
      'email must be a valid email address',
    ],
    [
      'a phone without +1',
      { email: 'a@example.com', password: PASSWORD, phoneNumber: '4155550100' },
      'phoneNumber must be +1 followed by 10 digits, for example +14155550100',
    ],
    [
      'a phone with area code 115',
      { email: 'a@example.com', password: PASSWORD, phoneNumber: '+11155550100' },
      'phoneNumber must be +1 followed by 10 digits, for example +14155550100',
    ],
    ['no phone', { email: 'a@example.com', password: PASSWORD }, 'phoneNumber is required'],
  ])('400 for %s', async (_name, body, message) => {
    const res = await t.call('POST', REGISTER, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('400 for an unknown organization', async () => {
    const res = await t.call('POST', `${REGISTER}?organization=NOPE`, {
      email: uniqueEmail(),
      password: PASSWORD,
      phoneNumber: PHONE,
    });
    expect(res.body).toEqual({ status: 400, message: "Unknown organization 'NOPE'" });
  });
});

describe('secure calls and the token', () => {
  let jwt: string;
  beforeEach(async () => {
    jwt = await register(t);
  });

  const forged = () => {
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    return signToken(claims, 'not-the-sandbox-secret');
  };

  it.each([
    ['no header', () => ({}), 401, 'unauthenticated'],
    ['a non-bearer header', () => ({ authorization: `Basic ${jwt}` }), 401, 'unauthenticated'],
    ['a malformed token', () => bearer('abc.def'), 401, 'unauthenticated'],
    ['a forged signature', () => bearer(forged()), 403, 'invalid signature'],
    ['another org named', () => ({ ...bearer(jwt), 'x-org': 'BETA' }), 401, 'unauthenticated'],
  ])('%s -> %d %s', async (_, headers, status, message) => {
    const res = await t.call('GET', IDENTITY, undefined, headers());
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status, message });
  });

  it('401 once the token is 12 hours old', async () => {
    now = new Date(now.getTime() + 12 * 3600 * 1000 - 1000);
    expect((await t.call('GET', IDENTITY, undefined, bearer(jwt))).status).toBe(200);
    now = new Date(now.getTime() + 1000);
    expect((await t.call('GET', IDENTITY, undefined, bearer(jwt))).body).toEqual({
      status: 401,
      message: 'unauthenticated',
    });
  });

  it('refuses tokens from before a reset: the signing secret is new', async () => {
    await t.call('POST', '/__sandbox/reset');
    expect((await t.call('GET', IDENTITY, undefined, bearer(jwt))).body).toEqual({
      status: 403,
      message: 'invalid signature',
    });
  });
});

describe('PUT /identity/secure/api/v1/identity/alias', () => {
  it('replaces the phone', async () => {
    const jwt = await register(t);
    const res = await t.call(
      'PUT',
      '/identity/secure/api/v1/identity/alias',
      { type: 'Phone', value: '+12125550123' },
      bearer(jwt),
    );
    expect(res.status).toBe(200);
    expect(res.body.phoneNumber).toBe('+12125550123');
    expect((await t.call('GET', IDENTITY, undefined, bearer(jwt))).body.aliases[1]).toEqual({
      type: 'Phone',
      value: '+12125550123',
    });
  });

  it.each([
    ['an Email alias', { type: 'Email', value: '+12125550123' }, 'type must be "Phone"'],
    [
      'a phone with dashes',
      { type: 'Phone', value: '212-555-0123' },
      'value must be +1 followed by 10 digits, for example +14155550100',
    ],
  ])('400 for %s', async (_name, body, message) => {
    const jwt = await register(t);
    expect((await t.call('PUT', '/identity/secure/api/v1/identity/alias', body, bearer(jwt))).body.message).toBe(
      message,
    );
  });
});
