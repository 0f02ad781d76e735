import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, PDF_BYTES, PNG_BYTES, readStatus, task, testClock, upload } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
});
afterEach(() => t.dispose());

const PROFILE = '/service-profile/api/v1/profile';
const pdf = { bytes: PDF_BYTES, type: 'application/pdf', name: 'declarations.pdf' };
const force = (uuid: string, body: Record<string, unknown>) => t.call('PUT', `/__sandbox/applications/${uuid}`, body);

describe('submit-insurance (insurance/upload)', { timeout: 30_000 }, () => {
  it('in TRUST_AND_INSURANCE the declarations page answers the review: kept on disk, the workflow moves on to title', async () => {
    const { jwt, application } = await borrowerWithApplication(t, 'insurance');
    const uuid = application.uuid as string;
    await force(uuid, { status: 'TRUST_AND_INSURANCE' });
    const uploaded = await upload(t, jwt, `${BASE(uuid)}/documents`, 'INSURANCE_DECLARATIONS', pdf);
    expect(uploaded.status).toBe(201);
    expect(existsSync(join(t.rootDir, '.sandbox-data', 'uploads', uuid, `${uploaded.body.uuid}.pdf`))).toBe(true);
    const res = await task(t, jwt, uuid, 'submit-insurance', { documentUuid: uploaded.body.uuid });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('WAITING_FOR_TITLE');
    const app = (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt)))
      .body;
    expect(app.documents).toContainEqual(
      expect.objectContaining({
        uuid: uploaded.body.uuid,
        documentType: 'INSURANCE_DECLARATIONS',
        fileName: 'declarations.pdf',
      }),
    );
  });

  it('sent in another status it is kept and the status stays', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const uuid = application.uuid as string;
    const uploaded = await upload(t, jwt, `${BASE(uuid)}/documents`, 'INSURANCE_DECLARATIONS', pdf);
    const res = await task(t, jwt, uuid, 'submit-insurance', { documentUuid: uploaded.body.uuid });
    expect(res.body.status).toBe('OFFER_SELECTION');
  });

  it('400 naming documentUuid for an upload of another kind, and for a missing one', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const uuid = application.uuid as string;
    const paystub = await upload(t, jwt, `${BASE(uuid)}/documents`, 'USER_UPLOADED_PAYSTUB', {
      bytes: PNG_BYTES,
      type: 'image/png',
      name: 'stub.png',
    });
    const wrongKind = await task(t, jwt, uuid, 'submit-insurance', { documentUuid: paystub.body.uuid });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors).toEqual([
      { pointer: '/documentUuid', message: 'is not an INSURANCE_DECLARATIONS document uploaded to this application' },
    ]);
    const missing = await task(t, jwt, uuid, 'submit-insurance', {});
    expect(missing).toMatchObject({ status: 400, body: { message: 'documentUuid is required' } });
  });
});

describe('confirm-profile (start/profile)', { timeout: 30_000 }, () => {
  const body = {
    name: { firstName: 'Patricia', middleName: 'Ann', lastName: 'Doe-Smith', suffix: 'Jr' },
    dob: '1980-02-29',
    phoneNumber: '+14155550199',
  };

  it('changes the profile and the phone, and leaves the status as it was', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    const uuid = application.uuid as string;
    const res = await task(t, jwt, uuid, 'confirm-profile', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await readStatus(t, jwt, uuid));
    expect(res.body.status).toBe('OFFER_SELECTION');
    const profile = (await t.call('GET', PROFILE, undefined, bearer(jwt))).body;
    expect(profile).toMatchObject({
      name: body.name,
      dob: '1980-02-29',
      phoneNumbers: [{ type: 'MOBILE', number: '+14155550199' }],
    });
  });

  it.each([
    ['a date that is not in the calendar', { dob: '1981-02-29' }, 'Invalid date', '/dob'],
    ['a borrower under 18', { dob: '2020-01-01' }, 'Must be at least 18 years old', '/dob'],
    [
      'a phone with the country code',
      { phoneNumber: '+1155550100' },
      'phoneNumber must be +1 followed by 10 digits, for example +14155550100',
      '/phoneNumber',
    ],
    [
      'a first name with digits',
      { name: { firstName: 'P4t', lastName: 'Doe' } },
      'name.firstName must be letters, hyphens and spaces only',
      '/name/firstName',
    ],
  ])('400 naming the field for %s', async (_what, change, message, pointer) => {
    const { jwt, application } = await borrowerWithApplication(t);
    const res = await task(t, jwt, application.uuid, 'confirm-profile', { ...body, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].pointer).toBe(pointer);
  });
});
