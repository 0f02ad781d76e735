import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, PHONE } from '../test-support/borrowers';
import { createFixtureRoot, createTestSandbox, FIXTURE_BRANDS, type TestSandbox } from '../test-support/test-sandbox';

const REGISTER = '/identity/api/v1/registration/register';

let t: TestSandbox;
beforeEach(async () => {
  const rootDir = createFixtureRoot({
    ...FIXTURE_BRANDS,
    // Signs its borrowers in with its identity provider (manifest authMode).
    IDPB: { orgCode: 'IDPB', statesServed: ['CA'], authMode: 'identity-provider' },
  });
  t = await createTestSandbox({ rootDir, now: () => new Date('2025-03-03T12:00:00Z') });
});
afterEach(() => t.dispose());

describe('registration in the identity-provider mode (manifest authMode)', () => {
  it('makes the identity without a password; the jwt reads it', async () => {
    const res = await t.call('POST', `${REGISTER}?organization=IDPB`, { email: 'idp@example.com', phoneNumber: PHONE });
    expect(res.status).toBe(200);
    const me = await t.call('GET', '/identity/secure/api/v1_1/identity', undefined, bearer(res.body.jwt));
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('idp@example.com');
  });

  it('a password sent to such a lender is a 400 naming it', async () => {
    const res = await t.call('POST', `${REGISTER}?organization=IDPB`, {
      email: 'idp2@example.com',
      password: PASSWORD,
      phoneNumber: PHONE,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('password must not be sent');
  });

  it('a password lender still needs one: a 400 naming the field', async () => {
    const res = await t.call('POST', `${REGISTER}?organization=ACME`, { email: 'pw@example.com', phoneNumber: PHONE });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password is required');
  });
});
