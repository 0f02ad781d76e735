import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, PDF_BYTES, PNG_BYTES, task, testClock, upload } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
});
afterEach(() => t.dispose());

function inflated(data: string): string | null {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return null;
  }
}

/** The words drawn on the pages: each content stream inflated, each <hex> Tj string decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const words: string[] = [];
  // Up to "\nendstream" only: compressed data may itself end in a carriage return, which a
  // "\r?\nendstream" pattern would drop (the stream then fails to inflate: a flaky test).
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const data = match[1] ?? '';
    const content = inflated(data) ?? (data.endsWith('\r') ? inflated(data.slice(0, -1)) : null);
    if (content === null) continue;
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      words.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return words.join(' ');
}

const pageCount = (bytes: Uint8Array): number =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b(?!s)/g) ?? []
  ).length;

async function pdf(jwt: string, path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await t.sandbox.app.request(path, { headers: bearer(jwt) });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('generated documents', { timeout: 30_000 }, () => {
  it('lists each set with titles and page counts', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const signing = await t.call('GET', `${BASE(application.uuid)}/documents?set=signing`, undefined, bearer(jwt));
    expect(schemaProblems('document-set-response', signing.body)).toEqual([]);
    expect(signing.body.documents.map((d: { key: string; pages: number }) => `${d.key}:${d.pages}`)).toEqual([
      'heloc-agreement:3',
      'deed-of-trust:2',
      'right-to-cancel:2',
    ]);
    const disclosures = await t.call(
      'GET',
      `${BASE(application.uuid)}/documents?set=disclosures`,
      undefined,
      bearer(jwt),
    );
    expect(disclosures.body.documents.map((d: { key: string }) => d.key)).toEqual([
      'heloc-early-disclosure',
      'privacy-notice',
    ]);
    expect(
      (await t.call('GET', `${BASE(application.uuid)}/documents?set=lunch`, undefined, bearer(jwt))).body.message,
    ).toBe('set must be one of disclosures, signing');
  });

  it('serves a real multi-page PDF naming the borrower, the loan number and the chosen offer; same bytes every time', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const offer = application.offers.offers[1];
    await task(t, jwt, application.uuid, 'select-offer', { offerId: offer.id, drawAmount: 40000 });
    const first = await pdf(jwt, `${BASE(application.uuid)}/documents/heloc-agreement.pdf`);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    expect(Buffer.from(first.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pageCount(first.bytes)).toBe(3);
    const text = pdfText(first.bytes);
    expect(text).toContain('Borrower: Pat Doe.');
    expect(text).toContain(`Loan number ${application.loanNumber}`);
    expect(text).toContain(`(offer ${offer.id})`);
    expect(text).toContain('Initial draw at closing: $40,000.');
    const again = await pdf(jwt, `${BASE(application.uuid)}/documents/heloc-agreement.pdf`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('every document of both sets is a PDF with more than one page', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    for (const key of [
      'heloc-early-disclosure',
      'privacy-notice',
      'heloc-agreement',
      'deed-of-trust',
      'right-to-cancel',
    ]) {
      const file = await pdf(jwt, `${BASE(application.uuid)}/documents/${key}.pdf`);
      expect(pageCount(file.bytes), key).toBeGreaterThan(1);
      expect(pdfText(file.bytes), key).toContain('Pat Doe');
    }
  });

  it('404 for an unknown document or an application not yours', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    expect((await pdf(jwt, `${BASE(application.uuid)}/documents/menu.pdf`)).status).toBe(404);
    const other = await borrowerWithApplication(t);
    expect((await pdf(other.jwt, `${BASE(application.uuid)}/documents/deed-of-trust.pdf`)).status).toBe(404);
  });
});

describe('POST .../{uuid}/documents', { timeout: 30_000 }, () => {
  it('keeps the file on disk under the application and answers what was recorded', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const res = await upload(t, jwt, `${BASE(application.uuid)}/documents`, 'PASSPORTFRONT', {
      bytes: PNG_BYTES,
      type: 'image/png',
      name: 'passport.png',
    });
    expect(res.status).toBe(201);
    expect(schemaProblems('uploaded-document', res.body)).toEqual([]);
    expect(res.body).toMatchObject({
      documentType: 'PASSPORTFRONT',
      fileName: 'passport.png',
      size: PNG_BYTES.length,
      createdAt: '2025-03-03T12:00:00.000Z',
    });
    const dir = join(t.rootDir, '.sandbox-data', 'uploads', application.uuid);
    expect(readdirSync(dir)).toEqual([`${res.body.uuid}.png`]);
    const app = (
      await t.call('GET', `/service-application/api/v1/application/heloc/${application.uuid}`, undefined, bearer(jwt))
    ).body;
    expect(app.documents).toEqual([res.body]);
    await t.call('POST', '/__sandbox/reset');
    expect(existsSync(dir)).toBe(false);
  });

  it('takes a PDF paystub, which submit-paystubs then names', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    await t.call('PUT', `/__sandbox/applications/${application.uuid}`, { status: 'INCOME_VERIFICATION' });
    const stub = await upload(t, jwt, `${BASE(application.uuid)}/documents`, 'USER_UPLOADED_PAYSTUB', {
      bytes: PDF_BYTES,
      type: 'application/pdf',
      name: 'stub.pdf',
    });
    const id = await upload(t, jwt, `${BASE(application.uuid)}/documents`, 'PASSPORTFRONT', {
      bytes: PNG_BYTES,
      type: 'image/png',
    });
    expect(
      (await task(t, jwt, application.uuid, 'submit-paystubs', { documentUuids: [stub.body.uuid, id.body.uuid] })).body
        .message,
    ).toBe('documentUuids[1] is not a USER_UPLOADED_PAYSTUB uploaded to this application');
    const ok = await task(t, jwt, application.uuid, 'submit-paystubs', { documentUuids: [stub.body.uuid] });
    expect(ok.body.status).toBe('IDENTITY_VERIFICATION');
  });

  const big = new Uint8Array(10 * 1024 * 1024 + 1);
  big.set(PNG_BYTES);
  it.each([
    ['no documentType', undefined, { bytes: PNG_BYTES, type: 'image/png' }, 'documentType is required'],
    [
      'an unknown documentType',
      'SELFIE',
      { bytes: PNG_BYTES, type: 'image/png' },
      'documentType must be one of BANK_STATEMENT, BANK_LETTER, CERTIFICATE_OF_TRUST, DRIVERSLICENSEFRONT, DRIVERSLICENSEBACK, PASSPORTFRONT, IDCARDFRONT, IDCARDBACK, PERMANENTRESIDENTFRONT, PERMANENTRESIDENTBACK, USER_UPLOADED_PAYSTUB, PROPERTY_DESCRIPTION_SOURCE, SUPPORT, INSURANCE_DECLARATIONS, BUSINESS_BANK_STATEMENT',
    ],
    ['no file', 'PASSPORTFRONT', undefined, 'file is required: attach the image or PDF as the file field'],
    [
      'a GIF',
      'PASSPORTFRONT',
      { bytes: new TextEncoder().encode('GIF89a'), type: 'image/gif' },
      'file must be a JPEG, PNG or PDF, not image/gif',
    ],
    [
      'a text file called PNG',
      'PASSPORTFRONT',
      { bytes: new TextEncoder().encode('hello'), type: 'image/png' },
      'file is not a real image/png file',
    ],
    ['an empty file', 'PASSPORTFRONT', { bytes: new Uint8Array(0), type: 'image/png' }, 'file is empty'],
    [
      'a file over 10 MB',
      'PASSPORTFRONT',
      { bytes: big, type: 'image/png' },
      'file must be at most 10 MB; this one is 10.0 MB',
    ],
  ])('400 for %s', async (_what, documentType, file, message) => {
    const { jwt, application } = await borrowerWithApplication(t);
    const res = await upload(t, jwt, `${BASE(application.uuid)}/documents`, documentType, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('400 for a JSON body instead of multipart', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const res = await t.call(
      'POST',
      `${BASE(application.uuid)}/documents`,
      { documentType: 'PASSPORTFRONT' },
      bearer(jwt),
    );
    expect(res.body).toEqual({
      status: 400,
      message: 'Request body must be multipart/form-data with documentType and file',
    });
  });
});
