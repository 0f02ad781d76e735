import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { PDF_BYTES, PNG_BYTES, readStatus, task, testClock } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
});
afterEach(() => t.dispose());

const LIST = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const ONE = (uuid: string, condition: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/${condition}`;

type Listed = { uuid: string; categoryEnum: string; actionNeeded: boolean; xtraData: Record<string, unknown> };

/** A +conditions borrower who chose an offer: the lender has opened its conditions. */
async function withConditions() {
  const { jwt, application } = await borrowerWithApplication(t, 'conditions');
  const offer = application.offers.offers[0];
  await task(t, jwt, application.uuid, 'select-offer', { offerId: offer.id, drawAmount: Math.ceil(offer.minDraw) });
  const listed = (await t.call('GET', LIST(application.uuid), undefined, bearer(jwt))).body as Listed[];
  const by = (category: string) => listed.find((c) => c.categoryEnum === category)!.uuid;
  return { jwt, uuid: application.uuid as string, listed, by };
}

async function send(jwt: string, path: string, files: { bytes: Uint8Array; type: string; name: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type }));
  const res = await t.sandbox.app.request(path, { method: 'POST', body: form, headers: bearer(jwt) });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads the answer freely
}

const png = (name: string) => ({ bytes: PNG_BYTES, type: 'image/png', name });
const pdf = (name: string) => ({ bytes: PDF_BYTES, type: 'application/pdf', name });

describe('conditions service', () => {
  it('a +conditions borrower finds the four conditions after the offer, in CONDITIONS_OUTSTANDING', async () => {
    const { jwt, uuid, listed } = await withConditions();
    expect(schemaProblems('condition-list', listed)).toEqual([]);
    expect(listed.map((c) => c.categoryEnum).sort()).toEqual([
      'BANK_ACCOUNT_REVIEW',
      'GENERIC_DOCUMENT_REQUEST',
      'MANUAL_PAYSTUBS',
      'MISSING_PHONE',
    ]);
    expect(listed.every((c) => c.actionNeeded)).toBe(true);
    expect(listed.find((c) => c.categoryEnum === 'MANUAL_PAYSTUBS')!.xtraData).toEqual({ numDocsRequired: 2 });
    expect((await readStatus(t, jwt, uuid)).status).toBe('CONDITIONS_OUTSTANDING');
  });

  it('a borrower without the tag has none and goes straight on', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    expect((await t.call('GET', LIST(application.uuid), undefined, bearer(jwt))).body).toEqual([]);
  });

  it.each([
    ['no bearer', undefined, 401],
    ['another borrower', 'other', 404],
  ])('the list refuses %s', async (_name, who, status) => {
    const { uuid } = await withConditions();
    const other = await borrowerWithApplication(t);
    const headers = who ? bearer(other.jwt) : {};
    expect((await t.call('GET', LIST(uuid), undefined, headers)).status).toBe(status);
  });

  it('answers each condition, clears it, and moves the application on after the last one', async () => {
    const { jwt, uuid, by } = await withConditions();
    const generic = await send(jwt, `${ONE(uuid, by('GENERIC_DOCUMENT_REQUEST'))}/documents`, [
      pdf('declarations.pdf'),
    ]);
    expect(generic.status).toBe(200);
    expect(schemaProblems('condition', generic.body)).toEqual([]);
    expect(generic.body.actionNeeded).toBe(false);
    expect(
      (await send(jwt, `${ONE(uuid, by('MANUAL_PAYSTUBS'))}/documents`, [png('a.png'), pdf('b.pdf')])).status,
    ).toBe(200);
    expect((await send(jwt, `${ONE(uuid, by('BANK_ACCOUNT_REVIEW'))}/documents`, [pdf('statement.pdf')])).status).toBe(
      200,
    );
    expect(readdirSync(join(t.rootDir, '.sandbox-data', 'uploads', uuid))).toHaveLength(4);
    expect((await readStatus(t, jwt, uuid)).status).toBe('CONDITIONS_OUTSTANDING');

    const phone = await t.call(
      'PUT',
      `${ONE(uuid, by('MISSING_PHONE'))}/phone-number`,
      { phoneNumber: '+14155550123' },
      bearer(jwt),
    );
    expect(phone.status).toBe(200);
    expect(phone.body.actionNeeded).toBe(false);
    expect((await t.call('GET', '/identity/secure/api/v1/identity', undefined, bearer(jwt))).body.phoneNumber).toBe(
      '+14155550123',
    );
    const listed = (await t.call('GET', LIST(uuid), undefined, bearer(jwt))).body as Listed[];
    expect(listed.filter((c) => c.actionNeeded)).toEqual([]);
    expect((await readStatus(t, jwt, uuid)).status).toBe('INCOME_VERIFICATION');
  });

  it.each<[string, (u: string, by: (c: string) => string) => [string, 'files' | 'json', unknown], number, string]>([
    [
      'too few paystubs',
      (u, by) => [`${ONE(u, by('MANUAL_PAYSTUBS'))}/documents`, 'files', [png('a.png')]],
      400,
      'file: this request needs 2 documents; 1 sent',
    ],
    [
      'no file at all',
      (u, by) => [`${ONE(u, by('GENERIC_DOCUMENT_REQUEST'))}/documents`, 'files', []],
      400,
      'fileCount must be at least 1: attach each document as a file field',
    ],
    [
      'a file that is not what it says',
      (u, by) => [
        `${ONE(u, by('GENERIC_DOCUMENT_REQUEST'))}/documents`,
        'files',
        [{ bytes: PNG_BYTES, type: 'application/pdf', name: 'x.pdf' }],
      ],
      400,
      'file is not a real application/pdf file',
    ],
    [
      'documents to the phone condition',
      (u, by) => [`${ONE(u, by('MISSING_PHONE'))}/documents`, 'files', [png('a.png')]],
      400,
      'conditionUuid names a condition that asks for a phone number; answer it at conditions/phone-number',
    ],
    [
      'a phone number to a document condition',
      (u, by) => [`${ONE(u, by('GENERIC_DOCUMENT_REQUEST'))}/phone-number`, 'json', { phoneNumber: '+14155550123' }],
      400,
      'conditionUuid names a condition that asks for documents; answer it at conditions/upload-document',
    ],
    [
      'a malformed phone number',
      (u, by) => [`${ONE(u, by('MISSING_PHONE'))}/phone-number`, 'json', { phoneNumber: '4155550123' }],
      400,
      'phoneNumber must be +1 followed by 10 digits, for example +14155550100',
    ],
    [
      'an unknown condition',
      (u) => [
        `${ONE(u, '00000000-0000-4000-8000-000000000000')}/phone-number`,
        'json',
        { phoneNumber: '+14155550123' },
      ],
      404,
      `No condition '00000000-0000-4000-8000-000000000000'`,
    ],
    [
      'a malformed condition uuid',
      (u) => [`${ONE(u, 'nope')}/phone-number`, 'json', { phoneNumber: '+14155550123' }],
      400,
      'conditionUuid',
    ],
  ])('refuses %s', async (_name, make, status, message) => {
    const { jwt, uuid, by } = await withConditions();
    const [path, kind, body] = make(uuid, by);
    const res =
      kind === 'files'
        ? await send(jwt, path, body as ReturnType<typeof png>[])
        : await t.call('PUT', path, body, bearer(jwt));
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
  });

  it('a condition answered once is a 409 the second time', async () => {
    const { jwt, uuid, by } = await withConditions();
    const path = `${ONE(uuid, by('GENERIC_DOCUMENT_REQUEST'))}/documents`;
    expect((await send(jwt, path, [pdf('a.pdf')])).status).toBe(200);
    const again = await send(jwt, path, [pdf('a.pdf')]);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('was already answered');
  });
});

describe('PUT /__sandbox/applications/{uuid}/conditions', () => {
  const condition = (over: Record<string, unknown> = {}) => ({
    uuid: '0c000000-0000-4000-8000-000000000001',
    categoryEnum: 'TRUST_CERTIFICATE',
    created: '2025-03-01T10:00:00.000Z',
    description: 'Upload the certificate of trust.',
    header: 'Trust certificate',
    button: 'Upload',
    location: 'upload-document',
    type: 'DOCUMENT',
    requestDocuments: true,
    notes: null,
    commentsToBorrower: null,
    actionNeeded: true,
    xtraData: {},
    ...over,
  });

  it('sets the list the conditions call answers', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const put = await t.call('PUT', `/__sandbox/applications/${application.uuid}/conditions`, {
      conditions: [condition()],
    });
    expect(put.status).toBe(200);
    expect((await t.call('GET', LIST(application.uuid), undefined, bearer(jwt))).body).toEqual([condition()]);
  });

  it.each([
    [
      'a location no screen has',
      { location: 'elsewhere' },
      'conditions[0].location must be one of upload-document, phone-number',
    ],
    ['a missing header', { header: undefined }, 'conditions[0].header is required'],
  ])('refuses %s', async (_name, over, message) => {
    const { application } = await borrowerWithApplication(t);
    const put = await t.call('PUT', `/__sandbox/applications/${application.uuid}/conditions`, {
      conditions: [condition(over)],
    });
    expect(put.status).toBe(400);
    expect(put.body.message).toContain(message);
  });

  it('an emptied list lets an application waiting on conditions move on', async () => {
    const { jwt, uuid } = await withConditions();
    await t.call('PUT', `/__sandbox/workflow`, { waitMs: 0 });
    await t.call('PUT', `/__sandbox/applications/${uuid}/conditions`, { conditions: [] });
    expect((await readStatus(t, jwt, uuid)).status).toBe('INCOME_VERIFICATION');
  });
});
