import { afterEach, describe, expect, it } from 'vitest';
import { borrowerWithApplication } from '../test-support/borrowers';
import { createFixtureRoot, createTestSandbox, FIXTURE_BRANDS, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, PDF_BYTES, task, testClock, upload } from '../test-support/workflow-calls';

const TAX = 'fe-heloc-self-employ-tax-verification';
const BUSINESS = 'fe-heloc-business-iv';
const IRS = 'fe-heloc-irs-maintenance';

let t: TestSandbox;
afterEach(() => t.dispose());

/** A sandbox whose ACME brand turns `flags` on in its manifest (BETA keeps its own). */
async function sandboxWith(flags: Record<string, boolean> = {}): Promise<TestSandbox> {
  const brands = {
    ...FIXTURE_BRANDS,
    ACME: { ...FIXTURE_BRANDS.ACME, flags: { ...FIXTURE_BRANDS.ACME.flags, ...flags } },
  };
  t = await createTestSandbox({ now: testClock().now, rootDir: createFixtureRoot(brands) });
  return t;
}

/** A borrower of ACME whose application waits for income verification. */
async function atIncome(employmentType: string) {
  const { jwt, application } = await borrowerWithApplication(t, undefined, 'ACME', { employmentType });
  await t.call('PUT', `/__sandbox/applications/${application.uuid}`, { status: 'INCOME_VERIFICATION' });
  return { jwt, uuid: application.uuid as string };
}

async function uploaded(jwt: string, uuid: string, documentType: string): Promise<string> {
  const res = await upload(t, jwt, `${BASE(uuid)}/documents`, documentType, {
    bytes: PDF_BYTES,
    type: 'application/pdf',
    name: 'doc.pdf',
  });
  expect(res.status).toBe(201);
  return (res.body as { uuid: string }).uuid;
}

describe('the income task honours the income step (fe-heloc-self-employ-tax-verification)', () => {
  it.each([
    ['link-income', 'providerType TRUV_PAYROLL', { providerType: 'TRUV_PAYROLL' }, 'TRUV_PAYROLL'],
    ['submit-paystubs', 'providerType MANUAL_PAYSTUB', { providerType: 'MANUAL_PAYSTUB' }, 'MANUAL_PAYSTUB'],
    ['submit-paystubs', 'no providerType', {}, 'MANUAL_PAYSTUB'],
  ])(
    'refuses %s with %s from a self-employed borrower with a 400 on providerType',
    async (name, _with, body, method) => {
      await sandboxWith({ [TAX]: true });
      const { jwt, uuid } = await atIncome('SELF_EMPLOYED');
      const documentUuids =
        name === 'submit-paystubs' ? [await uploaded(jwt, uuid, 'USER_UPLOADED_PAYSTUB')] : undefined;
      const res = await task(t, jwt, uuid, name, { ...body, ...(documentUuids ? { documentUuids } : {}) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `providerType ${method} is not offered to this borrower (SELF_EMPLOYED); the income step offers PLAID_TRANSACTIONS, POINTSERV_TAX`,
      );
      expect(res.body.errors).toEqual([expect.objectContaining({ pointer: '/providerType' })]);
      expect(
        (await t.call('GET', '/__sandbox/applications')).body.applications[0].application.status.checklistStatus,
      ).toBe('INCOME_VERIFICATION');
    },
  );

  // A tax return verifies a self-employed income itself; a bank link is followed by the employer check.
  it.each([
    ['POINTSERV_TAX', 'IDENTITY_VERIFICATION'],
    ['PLAID_TRANSACTIONS', 'EMPLOYMENT_VERIFICATION'],
  ])('takes %s from a self-employed borrower, then %s', async (providerType, next) => {
    await sandboxWith({ [TAX]: true });
    const { jwt, uuid } = await atIncome('SELF_EMPLOYED');
    const res = await task(t, jwt, uuid, 'link-income', { providerType });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(next);
  });

  it('while the IRS service is down, a self-employed borrower may only link a bank', async () => {
    await sandboxWith({ [TAX]: true });
    expect((await t.call('PUT', '/__sandbox/flags', { [IRS]: true })).status).toBe(200);
    const { jwt, uuid } = await atIncome('SELF_EMPLOYED');
    const tax = await task(t, jwt, uuid, 'link-income', { providerType: 'POINTSERV_TAX' });
    expect(tax.body.message).toBe(
      'providerType POINTSERV_TAX is not offered to this borrower (SELF_EMPLOYED); the income step offers PLAID_TRANSACTIONS',
    );
    expect((await task(t, jwt, uuid, 'link-income', { providerType: 'PLAID_TRANSACTIONS' })).status).toBe(200);
  });

  it('changes nothing for a borrower who is not self-employed, nor with the flag off', async () => {
    await sandboxWith({ [TAX]: true });
    const employed = await atIncome('FULL_TIME');
    expect((await task(t, employed.jwt, employed.uuid, 'link-income', { providerType: 'TRUV_PAYROLL' })).status).toBe(
      200,
    );
    expect((await t.call('PUT', '/__sandbox/flags', { [TAX]: false })).status).toBe(200);
    const self = await atIncome('SELF_EMPLOYED');
    const stub = await uploaded(self.jwt, self.uuid, 'USER_UPLOADED_PAYSTUB');
    expect((await task(t, self.jwt, self.uuid, 'submit-paystubs', { documentUuids: [stub] })).status).toBe(200);
  });
});

describe('business bank statements (fe-heloc-business-iv)', () => {
  it('take a self-employed borrower past income, recorded as BUSINESS_BANK_STATEMENT', async () => {
    await sandboxWith({ [BUSINESS]: true, [TAX]: true });
    const { jwt, uuid } = await atIncome('SELF_EMPLOYED');
    const statements = [
      await uploaded(jwt, uuid, 'BUSINESS_BANK_STATEMENT'),
      await uploaded(jwt, uuid, 'BUSINESS_BANK_STATEMENT'),
    ];
    const stub = await uploaded(jwt, uuid, 'USER_UPLOADED_PAYSTUB');
    const mixed = await task(t, jwt, uuid, 'submit-paystubs', {
      providerType: 'BUSINESS_BANK_STATEMENT',
      documentUuids: [...statements, stub],
    });
    expect(mixed.body.message).toBe('documentUuids[2] is not a BUSINESS_BANK_STATEMENT uploaded to this application');
    const res = await task(t, jwt, uuid, 'submit-paystubs', {
      providerType: 'BUSINESS_BANK_STATEMENT',
      documentUuids: statements,
    });
    expect(res.status).toBe(200);
    // The statements verify the self-employed income themselves: no employer check follows.
    expect(res.body.status).toBe('IDENTITY_VERIFICATION');
    const read = await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, {
      authorization: `Bearer ${jwt}`,
    });
    expect(read.body.income).toEqual({ providerType: 'BUSINESS_BANK_STATEMENT', verified: true });
    expect(read.body.employmentType).toBe('SELF_EMPLOYED');
  });

  it.each([
    ['the flag off', {}, 'SELF_EMPLOYED'],
    ['a borrower who is not self-employed', { [BUSINESS]: true }, 'RETIRED'],
  ])('are refused with %s', async (_case, flags, employmentType) => {
    await sandboxWith(flags);
    const { jwt, uuid } = await atIncome(employmentType);
    const statement = await uploaded(jwt, uuid, 'BUSINESS_BANK_STATEMENT');
    const res = await task(t, jwt, uuid, 'submit-paystubs', {
      providerType: 'BUSINESS_BANK_STATEMENT',
      documentUuids: [statement],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ pointer: '/providerType' })]);
    expect(res.body.message).toContain('providerType BUSINESS_BANK_STATEMENT is not offered to this borrower');
  });
});
