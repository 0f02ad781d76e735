import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { readStatus, screenOf, testClock } from '../test-support/workflow-calls';

let t: TestSandbox;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestSandbox({ now: clock.now });
});
afterEach(() => t.dispose());

const force = (uuid: string, body: unknown) => t.call('PUT', `/__sandbox/applications/${uuid}`, body);

describe('PUT /__sandbox/applications/{uuid}', { timeout: 30_000 }, () => {
  it('forces any status and fields; the status call and the screen follow', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const liens = [
      {
        id: 'l1',
        lenderName: 'Bank of Nowhere',
        monetaryBalance: 1000,
        monetaryCalculatedNextPaymentMinimumAmount: 10,
        payOff: { status: 'NOT_MARKED_FOR_PAYOFF' },
      },
    ];
    const res = await force(application.uuid, {
      status: 'BPO_ORDER_REQUEST',
      bpo: 'BPO_REQUIRED',
      property: { state: 'TX', city: 'Austin', zip: '78701' },
      liens,
      title: 'FINAL_TITLE_PROCESSING',
      condition: 'GOOD',
    });
    expect(res.status).toBe(200);
    expect(schemaProblems('heloc-application', res.body)).toEqual([]);
    expect(res.body).toMatchObject({
      liens,
      property: { state: 'TX', city: 'Austin', zip: '78701', street1: '12 Main St' },
      status: { title: 'FINAL_TITLE_PROCESSING', condition: 'GOOD' },
    });
    const polled = await readStatus(t, jwt, application.uuid);
    expect(polled).toMatchObject({ status: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED', propertyState: 'TX' });
    expect(screenOf(polled)).toBe('bpo/condition');
  });

  it.each([
    ['AUTOPAY_ACCOUNT without an account', 'bank/disburse', { status: 'AUTOPAY_ACCOUNT' }],
    [
      'AUTOPAY_ACCOUNT with a disbursement account',
      'bank/autopay',
      { status: 'AUTOPAY_ACCOUNT', routingNumber: '021000021' },
    ],
    ['DEED_SIGNING', 'notary/intro', { status: 'DEED_SIGNING' }],
    [
      'DEED_SIGNING, the borrower done with the notary',
      'complete',
      { status: 'DEED_SIGNING', primaryParticipantAcceptComplete: true },
    ],
    [
      'GEN_CLOSING_DISCLOSURE waiting on the flood certificate',
      'error/flood-cert',
      { status: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true },
    ],
    ['MANUAL_DEED_SIGNING', 'notary/reserve-manual', { status: 'MANUAL_DEED_SIGNING' }],
    [
      'OFFER_SELECTION with a verified offer',
      'product/select',
      { status: 'OFFER_SELECTION', subDecision: 'VERIFIED_OFFER' },
    ],
  ])('%s shows %s', async (_name, screen, body) => {
    const { jwt, application } = await borrowerWithApplication(t);
    await force(application.uuid, body);
    expect(screenOf(await readStatus(t, jwt, application.uuid))).toBe(screen);
  });

  it('a forced status holds until the next task; with hold: false a waiting one waits from now', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    await force(application.uuid, { status: 'GEN_NOTE_SIGNING' });
    clock.advance(3_600_000);
    expect((await readStatus(t, jwt, application.uuid)).status).toBe('GEN_NOTE_SIGNING');
    await force(application.uuid, { status: 'GEN_NOTE_SIGNING', hold: false });
    clock.advance(1499);
    expect((await readStatus(t, jwt, application.uuid)).status).toBe('GEN_NOTE_SIGNING');
    clock.advance(1);
    expect((await readStatus(t, jwt, application.uuid)).status).toBe('DEED_SIGNING');
  });

  it('a task ends the hold: the workflow runs on from there', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    await t.call('PUT', '/__sandbox/workflow', { waitMs: 0 });
    await force(application.uuid, { status: 'DEED_SIGNING' });
    await t.call(
      'POST',
      `/service-krang-heloc/borrower/secure/api/v1/${application.uuid}/tasks/complete-notary`,
      {},
      bearer(jwt),
    );
    expect((await readStatus(t, jwt, application.uuid)).status).toBe('COMPLETE');
  });

  it('a scenario steers what comes next, and the list shows it', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    await t.call('PUT', '/__sandbox/workflow', { waitMs: 0 });
    await force(application.uuid, { status: 'GEN_NOTE_SIGNING', scenario: 'manualnotary', hold: false });
    expect((await readStatus(t, jwt, application.uuid)).status).toBe('MANUAL_DEED_SIGNING');
    await force(application.uuid, { scenario: ['codeed', 'flood'] });
    const listed = (await t.call('GET', '/__sandbox/applications')).body.applications[0];
    expect(listed.scenarios).toEqual(['codeed', 'flood']);
  });

  it('entering offer selection without offers prices them (a forced persona application)', async () => {
    const { jwt, application } = await borrowerWithApplication(t, 'nomatch');
    expect(application.offers).toBeNull();
    await force(application.uuid, { status: 'OFFER_SELECTION' });
    const app = (
      await t.call('GET', `/service-application/api/v1/application/heloc/${application.uuid}`, undefined, bearer(jwt))
    ).body;
    expect(app.offers.offers.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'an unknown status',
      { status: 'NOT_A_STATUS' },
      'status must be a workflow status listed in schemas/api/workflow-status.schema.json',
    ],
    ['an unknown scenario', { scenario: 'chaos' }, 'scenario is not one of the allowed shapes'],
    ['a lower-case state', { property: { state: 'tx' } }, 'property.state must be two capital letters, for example CA'],
    ['an empty body', {}, 'Request body must name at least one field to change'],
    ['a new owner', { owner: 'x' }, 'owner is not allowed'],
  ])('400 for %s', async (_name, body, message) => {
    const { application } = await borrowerWithApplication(t);
    const res = await force(application.uuid, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("sets the workflow's application fields as given", async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const fields = {
      selectedOffer: { offerId: application.offers.offers[0].id, drawAmount: 30000 },
      notary: { slotId: 's1', start: '2025-03-04T15:00:00.000Z', fee: 300 },
      income: { providerType: 'TRUV_PAYROLL', verified: true },
      paymentMethod: 'MANUAL',
      assetDepletion: { complete: true, amount: 5 },
      isInquiry: true,
    };
    expect((await force(application.uuid, fields)).status).toBe(200);
    const app = (
      await t.call('GET', `/service-application/api/v1/application/heloc/${application.uuid}`, undefined, bearer(jwt))
    ).body;
    expect(app).toMatchObject(fields);
    expect(schemaProblems('heloc-application', app)).toEqual([]);
  });

  it('404 for an unknown application', async () => {
    expect((await force('00000000-0000-4000-8000-000000000000', { status: 'COMPLETE' })).status).toBe(404);
  });
});
