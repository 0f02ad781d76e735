import { afterEach, beforeEach, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { walk } from '../test-support/scenario-walk';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { testClock } from '../test-support/workflow-calls';

// Issue 26: a borrower with $0 income was offered a $15,000 line. The income allows no line, so
// the application is declined as debt-to-income limited, and the web app shows error/income.
const WAIT_MS = 1000;
let t: TestSandbox;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  clock = testClock();
  t = await createTestSandbox({ now: clock.now });
  await t.call('PUT', '/__sandbox/workflow', { waitMs: WAIT_MS });
});
afterEach(() => t.dispose());

async function journey(tag: string | undefined, incomePrimary: number): Promise<string[]> {
  const income = { incomePrimary, incomeOther: 0 };
  const { jwt, application } = await borrowerWithApplication(t, tag, 'ACME', { income });
  const visits = await walk(t, jwt, application.uuid, { advance: clock.advance, waitMs: WAIT_MS });
  const polled = await t.call(
    'GET',
    `/service-krang-heloc/borrower/secure/api/v1/${application.uuid}/status`,
    undefined,
    bearer(jwt),
  );
  return [...visits.map((v) => `${v.status} ${v.screen}`), `${polled.body.decision} ${polled.body.subDecision}`];
}

it('$0 income: declined at once, the debt-to-income decision screen, no offers', async () => {
  const { application } = await borrowerWithApplication(t, undefined, 'ACME', {
    income: { incomePrimary: 0, incomeOther: 0 },
  });
  expect(application).toMatchObject({ offers: null, costs: [], decision: 'DECLINE' });
  expect(await journey(undefined, 0)).toEqual(['DECLINED error/income', 'DECLINE UNVERIFIED_DTI_LIMITED']);
});

it('$0 income, credit frozen: once the freeze is lifted, declined the same way, not offered a line', async () => {
  expect(await journey('frozen', 0)).toEqual([
    'SOFT_CREDIT_LOCKED_OR_FROZEN credit/error',
    'WAITING_FOR_SOFT_CREDIT error/timeout',
    'DECLINED error/income',
    'DECLINE UNVERIFIED_DTI_LIMITED',
  ]);
});
