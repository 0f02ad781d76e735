import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { task, testClock } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
  await t.call('PUT', '/__sandbox/workflow', { waitMs: 0 });
});
afterEach(() => t.dispose());

const APP = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

/** Orders the valuation of a new application; answers its closing costs afterwards. */
async function costsAfterOrder(): Promise<unknown[]> {
  const { jwt, application } = await borrowerWithApplication(t, 'valuation');
  const uuid = application.uuid as string;
  await t.call('PUT', `/__sandbox/applications/${uuid}`, { status: 'BPO_ORDER_REQUEST' });
  expect((await task(t, jwt, uuid, 'order-bpo', {})).status).toBe(200);
  // Ordering again (a retried click) keeps one fee.
  await t.call('PUT', `/__sandbox/applications/${uuid}`, { status: 'BPO_ORDER_REQUEST' });
  expect((await task(t, jwt, uuid, 'order-bpo', {})).status).toBe(200);
  const app = (await t.call('GET', APP(uuid), undefined, bearer(jwt))).body;
  expect(schemaProblems('heloc-application', app)).toEqual([]);
  return (app.costs as { feeType: string }[]).filter((c) => c.feeType === 'VALUATION_FEE');
}

describe('the valuation fee (business constants: $180) once the valuation is ordered', () => {
  it('is the borrower’s closing cost by default', async () => {
    expect(await costsAfterOrder()).toEqual([
      { feeType: 'VALUATION_FEE', borrowerPaidAmount: 180, totalPaidByBorrower: 180, lenderPaidAmount: 0 },
    ]);
  });

  it('is the lender’s while it covers valuations (fe-heloc-company-covers-appraisal)', async () => {
    await t.call('PUT', '/__sandbox/flags', { 'fe-heloc-company-covers-appraisal': true });
    expect(await costsAfterOrder()).toEqual([
      { feeType: 'VALUATION_FEE', borrowerPaidAmount: 0, totalPaidByBorrower: 0, lenderPaidAmount: 180 },
    ]);
  });
});
