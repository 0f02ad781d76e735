import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, readStatus, task, testClock } from '../test-support/workflow-calls';

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
const readStatusOf = (jwt: string, uuid: string) => readStatus(t, jwt, uuid);

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

  describe('on the bank step (purpose BANK)', () => {
    async function atBank(status = 'DISBURSEMENT_ACCOUNT') {
      const { jwt, application } = await borrowerWithApplication(t);
      const uuid = application.uuid as string;
      expect((await t.call('PUT', `/__sandbox/applications/${uuid}/status`, { status })).status).toBe(200);
      return { jwt, uuid };
    }
    async function authorizedLink(jwt: string, uuid: string, purpose: 'BANK' | 'INCOME' = 'BANK') {
      const started = await start(jwt, uuid, { purpose, redirectUri: RETURN });
      const { oauthUrl, oauthStateId } = started.body as { oauthUrl: string; oauthStateId: string };
      const html = await (await visit(oauthUrl)).text();
      const allow = /href="([^"]+)">Allow access</.exec(html)![1]!;
      expect((await visit(allow.replace(/&amp;/g, '&'))).status).toBe(302);
      return oauthStateId;
    }
    const application = async (jwt: string, uuid: string) =>
      (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt))).body as {
        disburseAccount: Record<string, unknown> | null;
        autopayAccount: Record<string, unknown> | null;
        paymentMethod: string | null;
      };

    it("set-disbursement-account with the link fills the bank's account and moves on as the typed form does", async () => {
      const { jwt, uuid } = await atBank();
      const oauthStateId = await authorizedLink(jwt, uuid);
      const res = await task(t, jwt, uuid, 'set-disbursement-account', { oauthStateId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('AUTOPAY_ACCOUNT');
      const app = await application(jwt, uuid);
      expect(schemaProblems('heloc-application', app)).toEqual([]);
      expect(app.disburseAccount).toEqual({
        institution: 'Sandbox Bank',
        routingNumber: '021000021',
        mask: '4321',
        accountNumber: null,
        accountType: 'CHECKING',
      });
    });

    it('set-autopay-account takes a linked account too', async () => {
      const { jwt, uuid } = await atBank('AUTOPAY_ACCOUNT');
      const oauthStateId = await authorizedLink(jwt, uuid);
      const res = await task(t, jwt, uuid, 'set-autopay-account', { oauthStateId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const app = await application(jwt, uuid);
      expect(app.autopayAccount).toMatchObject({ institution: 'Sandbox Bank', mask: '4321' });
      expect(app.paymentMethod).toBe('AUTOPAY');
    });

    it('400 naming /oauthStateId for a link not on file, not authorized, started for income, or over 30 minutes old', async () => {
      const { jwt, uuid } = await atBank();
      const refused = async (oauthStateId: string, message: string) => {
        const res = await task(t, jwt, uuid, 'set-disbursement-account', { oauthStateId });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([{ pointer: '/oauthStateId', message }]);
      };
      await refused('4f0c5a8e-7d7b-4c39-9d8e-0d6f4a1b2c3d', 'names no bank link of this application');
      const pending = (await start(jwt, uuid, { purpose: 'BANK', redirectUri: RETURN })).body.oauthStateId as string;
      await refused(pending, 'was not authorized at the bank');
      await refused(await authorizedLink(jwt, uuid, 'INCOME'), 'names a bank link started for INCOME, not BANK');
      const stale = await authorizedLink(jwt, uuid);
      clock.advance(31 * 60 * 1000);
      await refused(stale, 'has expired: link the bank again');
      expect((await readStatusOf(jwt, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
    });

    it('a body with neither a typed account nor a link is a 400', async () => {
      const { jwt, uuid } = await atBank();
      const res = await task(t, jwt, uuid, 'set-disbursement-account', {});
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('oauthStateId');
    });
  });
});
