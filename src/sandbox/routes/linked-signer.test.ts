import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication, register, uniqueEmail } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';
import { CO_DEED, licenceBody, readStatus, testClock } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: testClock().now });
  await t.call('PUT', '/__sandbox/workflow', { waitMs: 0 });
});
afterEach(() => t.dispose());

const APPLICATION = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;
const identityOf = async (jwt: string) =>
  (await t.call('GET', '/identity/secure/api/v1_1/identity', undefined, bearer(jwt))).body.uuid as string;
const link = (uuid: string, identities: string[]) =>
  t.call('PUT', `/__sandbox/applications/${uuid}`, { addSigners: identities });

describe(
  'control addSigners: an ordinary borrower listed as a v1 signer of another application',
  { timeout: 30_000 },
  () => {
    it('lists the identity in helocSigners (v1) and among the signers; it keeps its BORROWER profile and gets a co-deed status', async () => {
      const owner = await borrowerWithApplication(t, 'codeed');
      const uuid = owner.application.uuid as string;
      const otherJwt = await register(t, uniqueEmail());
      const other = await identityOf(otherJwt);
      const res = await link(uuid, [other]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ helocSigners: [{ identityUuid: other }], additionalSignerVersion: 'v1' });
      expect(res.body.signers).toEqual([expect.objectContaining({ status: 'IDENTITY' })]);
      expect(schemaProblems('heloc-application', res.body)).toEqual([]);

      expect((await t.call('GET', '/service-profile/api/v1/profile', undefined, bearer(otherJwt))).body.type).toBe(
        'BORROWER',
      );
      // The signer reads the application (that is how the web app finds out) but not its status.
      expect((await t.call('GET', APPLICATION(uuid), undefined, bearer(otherJwt))).status).toBe(200);
      expect(
        (await t.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, undefined, bearer(otherJwt)))
          .status,
      ).toBe(404);
      const status = await t.call('GET', `${CO_DEED}/status`, undefined, bearer(otherJwt));
      expect(status.body).toEqual({ applicationUuid: uuid, signerUuid: res.body.signers[0].uuid, status: 'IDENTITY' });
    });

    it('the linked borrower signs as any signer does; the application then leaves CO_DEED_REQ', async () => {
      const owner = await borrowerWithApplication(t, 'codeed');
      const uuid = owner.application.uuid as string;
      await t.call('PUT', `/__sandbox/applications/${uuid}`, { status: 'CO_DEED_REQ' });
      const otherJwt = await register(t, uniqueEmail());
      await link(uuid, [await identityOf(otherJwt)]);
      const step = async (task: string, body: unknown) =>
        (await t.call('POST', `${CO_DEED}/tasks/${task}`, body, bearer(otherJwt))).body.status;
      expect(await step('verify-identity', await licenceBody(t, otherJwt, `${CO_DEED}/documents`))).toBe('INTRO');
      expect(await step('acknowledge-intro', {})).toBe('SIGN');
      expect(await step('sign-documents', { documentKeys: ['deed-of-trust', 'right-to-cancel'] })).toBe('COMPLETE');
      expect((await readStatus(t, owner.jwt, uuid)).status).toBe('DEED_SIGNING');
    });

    it.each([
      [
        'an unknown identity',
        () => '00000000-0000-4000-8000-000000000000',
        "addSigners/0 '00000000-0000-4000-8000-000000000000' is not an identity of the sandbox",
      ],
      [
        'the owner',
        async (ownerJwt: string) => identityOf(ownerJwt),
        'addSigners/0 is the borrower who owns the application',
      ],
    ])('400 naming the entry for %s', async (_what, who, message) => {
      const owner = await borrowerWithApplication(t);
      const res = await link(owner.application.uuid, [await who(owner.jwt)]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('400 for an identity already listed, and for another org', async () => {
      const owner = await borrowerWithApplication(t);
      const uuid = owner.application.uuid as string;
      const other = await identityOf(await register(t, uniqueEmail()));
      await link(uuid, [other]);
      expect((await link(uuid, [other])).body.message).toBe('addSigners/0 is already a signer of the application');
      const elsewhere = await identityOf(await register(t, uniqueEmail(), 'BETA'));
      expect((await link(uuid, [elsewhere])).body.message).toMatch(/^addSigners\/0 belongs to BETA/);
    });
  },
);
