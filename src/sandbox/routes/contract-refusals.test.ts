import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeloc, PASSWORD, register, uniqueEmail } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

/**
 * Issue 25, section 3: the rules the lender's back end owns hold in the sandbox whatever the
 * browser checks. The two answers that once passed the steps are refused with a 400 that names
 * the field, so a client can show it where it was typed.
 */
let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('the sandbox refuses what the contract refuses, naming the field', () => {
  it("register: a phone whose area code starts with 0 ('(055) 123-4567' as sent)", async () => {
    const res = await t.call('POST', '/identity/api/v1/registration/register?organization=ACME', {
      email: uniqueEmail(),
      password: PASSWORD,
      phoneNumber: '+10551234567',
    });
    expect(res.status).toBe(400);
    expect(schemaProblems('api-error', res.body)).toEqual([]);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/phoneNumber']);
  });

  it.each([
    ['a street with a trailing space', { property: { street1: '12 Main St ' } }, '/propertyRequest/street1'],
    ['a street with a leading space', { property: { street1: ' 12 Main St' } }, '/propertyRequest/street1'],
    [
      'a phone whose area code starts with 0',
      { profile: { phoneNumber: '+10551234567' } },
      '/profileRequest/phoneNumber',
    ],
  ])('create: %s', async (_, overrides, pointer) => {
    const res = await createHeloc(t, await register(t), overrides);
    expect(res.status).toBe(400);
    expect(schemaProblems('api-error', res.body)).toEqual([]);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual([pointer]);
  });
});
