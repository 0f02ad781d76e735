import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication, PASSWORD } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import {
  BASE,
  CO_DEED,
  hardCreditConsent,
  licenceBody,
  PNG_BYTES,
  readStatus,
  signerSigns,
  task,
  testClock,
  upload,
} from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
  await t.call('PUT', '/__sandbox/workflow', { waitMs: 0 });
});
afterEach(() => t.dispose());

const SAM = { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' };

/** A borrower at CO_DEED_REQ who has invited Sam; answers the invite token as the sandbox list shows it. */
async function invited() {
  const { jwt, application } = await borrowerWithApplication(t, 'codeed');
  await t.call('PUT', `/__sandbox/applications/${application.uuid}`, { status: 'CO_DEED_REQ' });
  const res = await task(t, jwt, application.uuid, 'add-signer', SAM);
  expect(res.body.status).toBe('CO_DEED_REQ');
  const listed = (await t.call('GET', '/__sandbox/applications')).body;
  expect(schemaProblems('sandbox-application-list', listed)).toEqual([]);
  const entry = listed.applications[0];
  expect(entry.application.signers[0].resumeToken).toBe(entry.signers[0].resumeToken);
  return { jwt, uuid: application.uuid as string, token: entry.signers[0].resumeToken as string };
}

const register = (resumeToken: string, password = PASSWORD) =>
  t.call('POST', '/identity/api/v1/registration/signer?organization=ACME', { resumeToken, password });

describe('additional signers', { timeout: 30_000 }, () => {
  it("add-signer creates the invite; the borrower's answers never carry its token", async () => {
    const { jwt, uuid, token } = await invited();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const app = (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt)))
      .body;
    expect(app.signers).toEqual([{ uuid: expect.any(String), ...SAM, status: 'IDENTITY' }]);
    expect(JSON.stringify(app)).not.toContain(token);
  });

  it("add-signer refuses the borrower's own email and a second invite to one person (400)", async () => {
    const { jwt, uuid } = await invited();
    expect((await task(t, jwt, uuid, 'add-signer', { ...SAM, email: 'someone.else@example.com' })).status).toBe(200);
    expect((await task(t, jwt, uuid, 'add-signer', SAM)).body.message).toBe(
      'email is already invited to sign this application',
    );
    const listed = (await t.call('GET', '/__sandbox/applications')).body.applications[0];
    const own = await task(t, jwt, uuid, 'add-signer', { ...SAM, email: listed.email });
    expect(own.body.message).toBe("email must be the additional signer's own email, not the borrower's");
  });

  it('the signer registers with the token: own identity, CO_DEEDER profile, named on the application', async () => {
    const { jwt, uuid, token } = await invited();
    const reg = await register(token);
    expect(reg.status).toBe(200);
    const signerJwt = reg.body.jwt;
    const profile = (await t.call('GET', '/service-profile/api/v1/profile', undefined, bearer(signerJwt))).body;
    expect(profile).toMatchObject({
      type: 'CO_DEEDER',
      email: SAM.email,
      name: { firstName: 'Sam', lastName: 'Rivera' },
      phoneNumbers: [],
    });
    expect(schemaProblems('profile-response', profile)).toEqual([]);
    const identity = (await t.call('GET', '/identity/secure/api/v1_1/identity', undefined, bearer(signerJwt))).body;
    expect(schemaProblems('identity-response', identity)).toEqual([]);
    const app = (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt)))
      .body;
    expect(app.helocSigners).toEqual([{ identityUuid: expect.any(String) }]);
    // The normal sign-in works for the signer too.
    const login = await t.call('POST', '/identity-broker/customer/api/v3/login?organization=ACME', {
      email: SAM.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const status = await t.call('GET', `${CO_DEED}/status`, undefined, bearer(login.body.jwt));
    expect(status.body).toEqual({ applicationUuid: uuid, signerUuid: app.signers[0].uuid, status: 'IDENTITY' });
    expect(schemaProblems('co-deed-status-response', status.body)).toEqual([]);
    // The signer may read the application they sign for (the web app checks helocSigners); nobody else may.
    const seen = await t.call(
      'GET',
      `/service-application/api/v1/application/heloc/${uuid}`,
      undefined,
      bearer(signerJwt),
    );
    expect(seen.status).toBe(200);
    expect(seen.body.helocSigners).toEqual(app.helocSigners);
    const stranger = (await borrowerWithApplication(t)).jwt;
    expect(
      (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(stranger)))
        .status,
    ).toBe(404);
  });

  it.each([
    ['a used token', 'used', 409, 'This invite has already been used: sign in instead'],
    ['an unknown token', 'A'.repeat(32), 404, 'No invite for this resumeToken in this organization'],
    ['a malformed token', 'short', 400, 'resumeToken must be the token from the invite'],
  ])('signer registration: %s', async (_what, which, status, message) => {
    const { token } = await invited();
    if (which === 'used') await register(token);
    const res = await register(which === 'used' ? token : which);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('co-deed status is a 400 for a borrower who is not a signer', async () => {
    const { jwt } = await invited();
    expect((await t.call('GET', `${CO_DEED}/status`, undefined, bearer(jwt))).body).toEqual({
      status: 400,
      message: 'Only an additional signer has a co-deed status: this user is not one',
    });
  });

  it('signer steps: identity, intro, sign, complete; the application then leaves CO_DEED_REQ', async () => {
    const { jwt, uuid, token } = await invited();
    expect(await signerSigns(t, token)).toEqual(['IDENTITY', 'INTRO', 'SIGN', 'COMPLETE']);
    expect((await readStatus(t, jwt, uuid)).status).toBe('DEED_SIGNING');
    const app = (await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt)))
      .body;
    expect(app.signers[0].status).toBe('COMPLETE');
  });

  it("signer tasks out of order are a 409; the borrower's ID is not the signer's", async () => {
    const { jwt, uuid, token } = await invited();
    const signerJwt = (await register(token)).body.jwt;
    const early = await t.call('POST', `${CO_DEED}/tasks/acknowledge-intro`, {}, bearer(signerJwt));
    expect(early.body).toEqual({
      status: 409,
      message: "Task 'acknowledge-intro' is not open while the signer is IDENTITY",
    });
    expect((await t.call('POST', `${CO_DEED}/tasks/select-offer`, {}, bearer(signerJwt))).status).toBe(404);
    const borrowersId = await licenceBody(t, jwt, `/service-krang-heloc/borrower/secure/api/v1/${uuid}/documents`);
    const res = await t.call('POST', `${CO_DEED}/tasks/verify-identity`, borrowersId, bearer(signerJwt));
    expect(res.body.message).toBe('frontDocumentUuid is not a document you uploaded');
  });

  it('the back of an ID but a passport is required while the lender asks for it (fe-heloc-back-of-id)', async () => {
    const { token } = await invited();
    const signerJwt = (await register(token)).body.jwt;
    const png = { bytes: PNG_BYTES, type: 'image/png', name: 'front.png' };
    const front = (await upload(t, signerJwt, `${CO_DEED}/documents`, 'IDCARDFRONT', png)).body.uuid as string;
    const send = () =>
      t.call(
        'POST',
        `${CO_DEED}/tasks/verify-identity`,
        { idType: 'STATE_ID', frontDocumentUuid: front },
        bearer(signerJwt),
      );
    const noBack = await send();
    expect(noBack.status).toBe(400);
    expect(noBack.body.message).toBe(
      'backDocumentUuid is required for STATE_ID: this lender asks for the back of the ID',
    );
    expect((await t.call('PUT', '/__sandbox/flags', { 'fe-heloc-back-of-id': false })).status).toBe(200);
    const accepted = await send();
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('INTRO');
  });

  it("the borrower's own ID: a licence without its back passes only while the lender does not ask for it", async () => {
    const { jwt, application } = await borrowerWithApplication(t, 'backofid');
    const uuid = application.uuid as string;
    await t.call('PUT', `/__sandbox/applications/${uuid}`, { status: 'IDENTITY_VERIFICATION' });
    const png = { bytes: PNG_BYTES, type: 'image/png', name: 'front.png' };
    const front = (await upload(t, jwt, `${BASE(uuid)}/documents`, 'DRIVERSLICENSEFRONT', png)).body.uuid as string;
    const body = { idType: 'DRIVERS_LICENSE', frontDocumentUuid: front, hardCreditConsent: hardCreditConsent(uuid) };
    const refused = await task(t, jwt, uuid, 'verify-identity', body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'backDocumentUuid is required for DRIVERS_LICENSE: this lender asks for the back of the ID',
    );
    await t.call('PUT', '/__sandbox/flags', { 'fe-heloc-back-of-id': false });
    const passed = await task(t, jwt, uuid, 'verify-identity', body);
    expect(passed.status).toBe(200);
    expect(passed.body.status).not.toBe('IDENTITY_VERIFICATION');
  });

  it("the signer's documents: the deed and the notice, naming the signer", async () => {
    const { token } = await invited();
    const signerJwt = (await register(token)).body.jwt;
    const list = (await t.call('GET', `${CO_DEED}/documents?set=signing`, undefined, bearer(signerJwt))).body;
    expect(list.documents.map((d: { key: string }) => d.key)).toEqual(['deed-of-trust', 'right-to-cancel']);
    const res = await t.sandbox.app.request(`${CO_DEED}/documents/deed-of-trust.pdf`, { headers: bearer(signerJwt) });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('a signer of a declined application reads CANCELLED', async () => {
    const { uuid, token } = await invited();
    const signerJwt = (await register(token)).body.jwt;
    await t.call('PUT', `/__sandbox/applications/${uuid}`, { status: 'DECLINED', decision: 'DECLINE' });
    expect((await t.call('GET', `${CO_DEED}/status`, undefined, bearer(signerJwt))).body.status).toBe('CANCELLED');
    expect((await t.call('POST', `${CO_DEED}/tasks/acknowledge-intro`, {}, bearer(signerJwt))).status).toBe(409);
  });
});
