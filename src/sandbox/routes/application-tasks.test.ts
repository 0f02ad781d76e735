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

const readApplication = async (jwt: string, uuid: string) =>
  (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt))).body;
const force = (uuid: string, body: Record<string, unknown>) => t.call('PUT', `/__sandbox/applications/${uuid}`, body);

async function atOffers() {
  const { jwt, application } = await borrowerWithApplication(t);
  const offer = application.offers.offers[0];
  return { jwt, uuid: application.uuid as string, offer };
}

describe('POST .../{uuid}/tasks/{task}', { timeout: 30_000 }, () => {
  it('select-offer records the choice and answers the next status, as the status call does', async () => {
    const { jwt, uuid, offer } = await atOffers();
    const res = await task(t, jwt, uuid, 'select-offer', { offerId: offer.id, drawAmount: Math.floor(offer.maxDraw) });
    expect(res.status).toBe(200);
    expect(schemaProblems('heloc-status-response', res.body)).toEqual([]);
    expect(res.body).toEqual(await readStatus(t, jwt, uuid));
    expect(res.body.status).toBe('INCOME_VERIFICATION');
    const app = await readApplication(jwt, uuid);
    expect(schemaProblems('heloc-application', app)).toEqual([]);
    expect(app).toMatchObject({
      selectedOffer: { offerId: offer.id, drawAmount: Math.floor(offer.maxDraw) },
      rate: offer.rate,
      term: offer.term,
      rateType: offer.type,
      amount: offer.max,
    });
  });

  it.each([
    [
      'an unknown offer',
      { offerId: 'nope', drawAmount: 30000 },
      "offerId 'nope' is not one of this application's offers",
    ],
    ['a fractional draw', { offerId: '{id}', drawAmount: 30000.5 }, 'drawAmount must be whole dollars'],
    ['a missing draw', { offerId: '{id}' }, 'drawAmount is required'],
  ])('400 for %s', async (_what, body, message) => {
    const { jwt, uuid, offer } = await atOffers();
    const res = await task(t, jwt, uuid, 'select-offer', {
      ...body,
      offerId: body.offerId === '{id}' ? offer.id : body.offerId,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('400 for a draw outside the offer, naming the range in dollars', async () => {
    const { jwt, uuid, offer } = await atOffers();
    const high = Math.floor(offer.maxDraw);
    const res = await task(t, jwt, uuid, 'select-offer', { offerId: offer.id, drawAmount: high + 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `drawAmount must be between $${Math.ceil(offer.minDraw).toLocaleString('en-US')} and $${high.toLocaleString('en-US')} for this offer`,
    );
    expect(res.body.errors).toEqual([{ pointer: '/drawAmount', message: expect.any(String) }]);
  });

  it('409 with the contract wording when the task is not open; 404 for an unknown task or application', async () => {
    const { jwt, uuid } = await atOffers();
    const closed = await task(t, jwt, uuid, 'sign-documents', { documentKeys: ['heloc-agreement'] });
    expect(closed).toMatchObject({
      status: 409,
      body: { status: 409, message: "Task 'sign-documents' is not open while the application is OFFER_SELECTION" },
    });
    const unknown = await task(t, jwt, uuid, 'fly-away');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^No task 'fly-away'; the tasks are select-offer, /);
    expect((await task(t, jwt, '00000000-0000-4000-8000-000000000000', 'select-offer', {})).status).toBe(404);
  });

  it("someone else's application is a 404, no token a 401", async () => {
    const { uuid, offer } = await atOffers();
    const other = await borrowerWithApplication(t, 'declined');
    expect((await task(t, other.jwt, uuid, 'select-offer', { offerId: offer.id, drawAmount: 30000 })).status).toBe(404);
    expect((await t.call('POST', `${BASE(uuid)}/tasks/select-offer`, {})).status).toBe(401);
  });

  it('a body that is not JSON is a 400; a task without fields may come without a body', async () => {
    const { jwt, application } = await borrowerWithApplication(t, 'frozen');
    expect(
      (await t.call('POST', `${BASE(application.uuid)}/tasks/retry-credit`, '{oops', bearer(jwt))).body.message,
    ).toBe('Request body is not valid JSON');
    const res = await t.sandbox.app.request(`${BASE(application.uuid)}/tasks/retry-credit`, {
      method: 'POST',
      headers: bearer(jwt),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('confirm-ssn keeps nothing of the number but its last four, and never answers it', async () => {
    const { jwt, application } = await borrowerWithApplication(t, 'nomatch');
    const res = await task(t, jwt, application.uuid, 'confirm-ssn', { ssn: '123456789' });
    expect(res.status).toBe(200);
    const everything = JSON.stringify([
      res.body,
      await readApplication(jwt, application.uuid),
      (await t.call('GET', '/__sandbox/applications')).body,
    ]);
    expect(everything).not.toContain('123456789');
    // The workflow's own notes (scenarios, answers) are the sandbox's, never the borrower's.
    expect((await readApplication(jwt, application.uuid)).workflow).toBeUndefined();
    expect((await task(t, jwt, application.uuid, 'confirm-ssn', { ssn: '12345' })).status).toBe(409);
  });

  it('bank accounts: the ABA checksum with the spec message, and never the full account number back', async () => {
    const { jwt, uuid } = await atOffers();
    await force(uuid, { status: 'DISBURSEMENT_ACCOUNT' });
    const account = {
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      holderName: 'Pat Doe',
    };
    const bad = await task(t, jwt, uuid, 'set-disbursement-account', { ...account, routingNumber: '021000022' });
    expect(bad.body).toEqual({
      status: 400,
      message: 'Please enter a valid routing number',
      errors: [{ pointer: '/routingNumber', message: 'Please enter a valid routing number' }],
    });
    const ok = await task(t, jwt, uuid, 'set-disbursement-account', account);
    expect(ok.body).toMatchObject({ status: 'AUTOPAY_ACCOUNT', routingNumberPresent: true });
    expect((await task(t, jwt, uuid, 'set-autopay-account', { sameAsDisbursement: true })).body.status).toBe(
      'GEN_CLOSING_DISCLOSURE',
    );
    const app = await readApplication(jwt, uuid);
    expect(app.disburseAccount).toEqual({
      routingNumber: '021000021',
      mask: '6789',
      accountNumber: null,
      accountType: 'CHECKING',
      holderName: 'Pat Doe',
    });
    expect(app.autopayAccount).toEqual(app.disburseAccount);
    expect(app.paymentMethod).toBe('AUTOPAY');
    expect(JSON.stringify([app, (await t.call('GET', '/__sandbox/applications')).body])).not.toContain('000123456789');
  });

  it('set-autopay-account: decline means MANUAL payment; a body of two kinds is refused', async () => {
    const { jwt, uuid } = await atOffers();
    await force(uuid, { status: 'AUTOPAY_ACCOUNT', routingNumber: '021000021' });
    const mixed = await task(t, jwt, uuid, 'set-autopay-account', { decline: true, sameAsDisbursement: true });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain('must be { sameAsDisbursement: true }, { decline: true }, routingNumber');
    await task(t, jwt, uuid, 'set-autopay-account', { decline: true });
    expect(await readApplication(jwt, uuid)).toMatchObject({ autopayAccount: null, paymentMethod: 'MANUAL' });
  });

  it('sign-documents must name every document of the set', async () => {
    const { jwt, uuid } = await atOffers();
    await force(uuid, { status: 'NOTE_SIGNING' });
    const missing = await task(t, jwt, uuid, 'sign-documents', { documentKeys: ['heloc-agreement'] });
    expect(missing.body.message).toBe(
      'documentKeys must list every document of the set; missing deed-of-trust, right-to-cancel',
    );
    const unknown = await task(t, jwt, uuid, 'sign-documents', { documentKeys: ['heloc-agreement', 'lunch-menu'] });
    expect(unknown.body.message).toBe("documentKeys[1] 'lunch-menu' is not a document of this set");
  });

  it('order-bpo needs the condition for a Texas property; reserve-notary an open slot, and records the $300 fee', async () => {
    const { jwt, uuid } = await atOffers();
    await force(uuid, { status: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED', property: { state: 'TX' } });
    expect((await task(t, jwt, uuid, 'order-bpo', {})).body.message).toBe('condition is required for a Texas property');
    expect((await task(t, jwt, uuid, 'order-bpo', { condition: 'FAIR' })).body).toMatchObject({
      status: 'BPO_PROCESSING',
      bpo: 'BPO_PROCESSING',
    });
    await force(uuid, { status: 'MANUAL_DEED_SIGNING' });
    expect((await task(t, jwt, uuid, 'reserve-notary', { slotId: 'whenever' })).body.message).toBe(
      "slotId 'whenever' is not an open slot (GET .../notary/slots)",
    );
    const slots = (await t.call('GET', `${BASE(uuid)}/notary/slots`, undefined, bearer(jwt))).body;
    expect(schemaProblems('notary-slots-response', slots)).toEqual([]);
    await task(t, jwt, uuid, 'reserve-notary', { slotId: slots.slots[4].id });
    const app = await readApplication(jwt, uuid);
    expect(app.notary).toEqual({ slotId: slots.slots[4].id, start: slots.slots[4].start, fee: 300 });
    expect(app.costs).toContainEqual({
      feeType: 'MANUAL_NOTARY_FEE',
      borrowerPaidAmount: 300,
      totalPaidByBorrower: 300,
    });
    expect(app.status.condition).toBe('FAIR');
  });

  it('notary slots: 3 a day over the next 5 business days, weekends skipped', async () => {
    const { jwt, uuid } = await atOffers(); // the clock says Monday 2025-03-03
    const { slots, fee } = (await t.call('GET', `${BASE(uuid)}/notary/slots`, undefined, bearer(jwt))).body;
    expect(fee).toBe(300);
    expect(slots).toHaveLength(15);
    expect([...new Set(slots.map((s: { start: string }) => s.start.slice(0, 10)))]).toEqual([
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-10',
    ]);
    expect(slots[0]).toEqual({
      id: '20250304-1500',
      start: '2025-03-04T15:00:00.000Z',
      end: '2025-03-04T16:00:00.000Z',
    });
  });
});

describe('waiting statuses', { timeout: 30_000 }, () => {
  it('move on by themselves waitMs after they began, on the next read, without timers', async () => {
    const { jwt, application } = await borrowerWithApplication(t, 'frozen');
    const uuid = application.uuid;
    await task(t, jwt, uuid, 'retry-credit');
    clock.advance(1499);
    expect((await readStatus(t, jwt, uuid)).status).toBe('WAITING_FOR_SOFT_CREDIT');
    clock.advance(1);
    expect((await readStatus(t, jwt, uuid)).status).toBe('OFFER_SELECTION');
    const app = await readApplication(jwt, uuid);
    expect(app).toMatchObject({
      decision: 'SELECT',
      subDecision: 'UNVERIFIED_OFFER',
      auditFields: { lastModifiedDate: '2025-03-03T12:00:01.500Z' },
    });
    expect(app.offers.offers.length).toBeGreaterThanOrEqual(3);
  });

  it('a chain of waits catches up at once after a long absence; waitMs is configurable', async () => {
    expect((await t.call('GET', '/__sandbox/workflow')).body).toEqual({ waitMs: 1500 });
    expect((await t.call('PUT', '/__sandbox/workflow', { waitMs: 200 })).body).toEqual({ waitMs: 200 });
    const { jwt, uuid } = await atOffers();
    await force(uuid, { status: 'DEED_SIGNING', primaryParticipantAcceptComplete: true, hold: false });
    clock.advance(799);
    expect((await readStatus(t, jwt, uuid)).status).toBe('FUNDABLE');
    clock.advance(3_600_000); // an hour later (tokens last 12)
    expect((await readStatus(t, jwt, uuid)).status).toBe('COMPLETE');
  });

  it('waitMs 0 moves on at the next read; a reset brings back the default', async () => {
    await t.call('PUT', '/__sandbox/workflow', { waitMs: 0 });
    const { jwt, uuid } = await atOffers();
    await force(uuid, { status: 'WAITING_FOR_TITLE', hold: false });
    expect((await readStatus(t, jwt, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
    await t.call('POST', '/__sandbox/reset');
    expect((await t.call('GET', '/__sandbox/workflow')).body).toEqual({ waitMs: 1500 });
  });

  it.each([
    ['a negative wait', { waitMs: -1 }, 'waitMs must be at least 0'],
    ['a fractional wait', { waitMs: 1.5 }, 'waitMs must be an integer'],
    ['no wait', {}, 'waitMs is required'],
  ])('PUT /__sandbox/workflow 400 for %s', async (_name, body, message) => {
    const res = await t.call('PUT', '/__sandbox/workflow', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
