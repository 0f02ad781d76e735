import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, task, testClock } from '../test-support/workflow-calls';

let t: TestSandbox;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestSandbox({ now: clock.now });
});
afterEach(() => t.dispose());

const RETURN = '/account/heloc/plaid-oauth-success';

async function atIncome() {
  const { jwt, application } = await borrowerWithApplication(t);
  const uuid = application.uuid as string;
  expect(
    (await t.call('PUT', `/__sandbox/applications/${uuid}/status`, { status: 'INCOME_VERIFICATION' })).status,
  ).toBe(200);
  return { jwt, uuid };
}
const start = (jwt: string, uuid: string, body: unknown = { purpose: 'INCOME', redirectUri: RETURN }) =>
  t.call('POST', `${BASE(uuid)}/bank-link/oauth`, body, bearer(jwt));
const visit = (path: string) => t.sandbox.app.request(path);

describe('the bank-link OAuth round trip', { timeout: 30_000 }, () => {
  it('the bank page sends the borrower back with the state id, and link-income accepts it once authorized', async () => {
    const { jwt, uuid } = await atIncome();
    const started = await start(jwt, uuid);
    expect(started.status).toBe(200);
    expect(schemaProblems('bank-link-oauth-response', started.body)).toEqual([]);
    const { oauthUrl, oauthStateId } = started.body as { oauthUrl: string; oauthStateId: string };

    // Before the bank allowed access, the id is refused, naming the field.
    const early = await task(t, jwt, uuid, 'link-income', { providerType: 'PLAID_TRANSACTIONS', oauthStateId });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([{ pointer: '/oauthStateId', message: 'was not authorized at the bank' }]);

    const page = await visit(oauthUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const allow = /href="([^"]+)">Allow access</.exec(html)?.[1];
    expect(allow).toBeTruthy();
    const back = await visit(allow!.replace(/&amp;/g, '&'));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${RETURN}?oauth_state_id=${oauthStateId}`);

    const linked = await task(t, jwt, uuid, 'link-income', { providerType: 'PLAID_TRANSACTIONS', oauthStateId });
    expect(linked.status).toBe(200);
    expect(linked.body.status).not.toBe('INCOME_VERIFICATION');
  });

  it.each([
    ['an unknown purpose', { purpose: 'LUNCH', redirectUri: RETURN }, '/purpose'],
    ['another return path', { purpose: 'BANK', redirectUri: '/dashboard' }, '/redirectUri'],
  ])('400 naming the field for %s', async (_what, body, pointer) => {
    const { jwt, uuid } = await atIncome();
    const res = await start(jwt, uuid, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
  });

  it("refuses another application's state id, and a bank page whose trip is over 30 minutes old", async () => {
    const first = await atIncome();
    const { oauthStateId, oauthUrl } = (await start(first.jwt, first.uuid)).body as {
      oauthStateId: string;
      oauthUrl: string;
    };
    const second = await atIncome();
    const other = await task(t, second.jwt, second.uuid, 'link-income', {
      providerType: 'PLAID_TRANSACTIONS',
      oauthStateId,
    });
    expect(other.status).toBe(400);
    expect(other.body.errors[0].pointer).toBe('/oauthStateId');
    clock.advance(31 * 60 * 1000);
    expect((await visit(oauthUrl)).status).toBe(400);
  });
});
