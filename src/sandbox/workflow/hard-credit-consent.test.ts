import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createTestSandbox, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, hardCreditConsent, licenceBody, readStatus, task } from '../test-support/workflow-calls';

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox();
});
afterEach(() => t.dispose());

/** An applicant at identity verification, where the hard pull starts. */
async function atIdentity() {
  const { jwt, application } = await borrowerWithApplication(t);
  const uuid = application.uuid as string;
  await t.call('PUT', `/__sandbox/applications/${uuid}/status`, { status: 'IDENTITY_VERIFICATION' });
  return { jwt, uuid, licence: await licenceBody(t, jwt, `${BASE(uuid)}/documents`) };
}

describe('HARD_CREDIT consent at identity verification (the hard pull starts there)', () => {
  it('refuses verify-identity without it, naming the missing consent, and the hard pull does not start', async () => {
    const { jwt, uuid, licence } = await atIdentity();
    const res = await task(t, jwt, uuid, 'verify-identity', licence);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('hardCreditConsent is required');
    expect(res.body.message).toContain('HARD_CREDIT');
    expect((await readStatus(t, jwt, uuid)).status).toBe('IDENTITY_VERIFICATION');
  });

  it.each([
    ['type', { type: 'SOFT_CREDIT' }, 'must be HARD_CREDIT'],
    ['version', { version: 99 }, 'is not the current version of HARD_CREDIT (1)'],
  ])('refuses a consent with the wrong %s', async (_field, change, message) => {
    const { jwt, uuid, licence } = await atIdentity();
    const wrong = { ...hardCreditConsent(uuid), ...change };
    const res = await task(t, jwt, uuid, 'verify-identity', { ...licence, hardCreditConsent: wrong });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('records it with type, version, the words and their hash, and the hard pull starts', async () => {
    const { jwt, uuid, licence } = await atIdentity();
    const given = hardCreditConsent(uuid);
    const res = await task(t, jwt, uuid, 'verify-identity', { ...licence, hardCreditConsent: given });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('WAITING_FOR_HARD_CREDIT');
    const records = (await t.call('GET', '/__sandbox/consents')).body.consents as Record<string, unknown>[];
    const sha = createHash('sha256').update(given.text, 'utf8').digest('hex');
    expect(records.filter((r) => r.applicationUuid === uuid && r.type === 'HARD_CREDIT')).toEqual([
      expect.objectContaining({ version: 1, choice: 'AGREED', text: given.text, textSha256: sha, page: given.page }),
    ]);
    const app = await t.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, undefined, bearer(jwt));
    expect(app.body.consents.map((c: { type: string }) => c.type)).toContain('HARD_CREDIT');
  });
});
