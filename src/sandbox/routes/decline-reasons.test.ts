import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeloc, register, uniqueEmail } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { readStatus, screenOf } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

describe('decline reasons (the credit-score and debt-to-income decline pages)', () => {
  it.each([
    ['lowscore', 'CREDIT_SCORE', 'error/credit'],
    ['highdti', 'DEBT_TO_INCOME', 'error/income'],
  ])('a +%s borrower is declined for %s and the web app shows %s', async (tag, reason, screen) => {
    const jwt = await register(t, uniqueEmail(tag), 'ACME');
    const res = await createHeloc(t, jwt);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: { checklistStatus: 'DECLINED' },
      decision: 'DECLINE',
      ineligibleReason: reason,
      offers: null,
    });
    const status = await readStatus(t, jwt, res.body.uuid);
    expect(status).toMatchObject({ status: 'DECLINED', decision: 'DECLINE', ineligibleReason: reason });
    expect(screenOf(status)).toBe(screen);
  });

  it('a decline without a reason keeps the generic decline page', async () => {
    const jwt = await register(t, uniqueEmail('declined'), 'ACME');
    const res = await createHeloc(t, jwt);
    const status = await readStatus(t, jwt, res.body.uuid);
    expect(status).not.toHaveProperty('ineligibleReason');
    expect(screenOf(status)).toBe('error/decline');
  });

  it('the status control sets a reason, as a lender deciding later would', async () => {
    const jwt = await register(t, uniqueEmail(), 'ACME');
    const res = await createHeloc(t, jwt);
    const forced = await t.call('PUT', `/__sandbox/applications/${res.body.uuid}/status`, {
      status: 'DECLINED',
      decision: 'DECLINE',
      ineligibleReason: 'DEBT_TO_INCOME',
    });
    expect(forced.status).toBe(200);
    expect(screenOf(await readStatus(t, jwt, res.body.uuid))).toBe('error/income');
  });
});
