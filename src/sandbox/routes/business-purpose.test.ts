import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication, createHeloc, register } from '../test-support/borrowers';
import { rmSync } from 'node:fs';
import {
  createFixtureRoot,
  createTestSandbox,
  FIXTURE_BRANDS,
  schemaProblems,
  type TestSandbox,
} from '../test-support/test-sandbox';
import { BASE, task } from '../test-support/workflow-calls';

const FLAG = 'fe-heloc-business-purpose';
const CERTIFICATION = 'business-purpose-certification';
const V1 = '/service-application/api/v1/application/heloc';

/** The fixture brands and one whose manifest turns the flag on. */
const BRANDS = { ...FIXTURE_BRANDS, BIZ: { orgCode: 'BIZ', statesServed: ['CA'], flags: { [FLAG]: true } } };

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: () => new Date('2025-03-03T12:00:00Z'), rootDir: createFixtureRoot(BRANDS) });
});
afterEach(async () => {
  await t.dispose();
  rmSync(t.rootDir, { recursive: true, force: true });
});

const setFlag = async (enabled: boolean) =>
  expect((await t.call('PUT', '/__sandbox/flags', { [FLAG]: enabled })).status).toBe(200);

async function disclosureKeys(jwt: string, uuid: string): Promise<string[]> {
  const res = await t.call('GET', `${BASE(uuid)}/documents?set=disclosures`, undefined, bearer(jwt));
  expect(schemaProblems('document-set-response', res.body)).toEqual([]);
  return res.body.documents.map((d: { key: string }) => d.key);
}

describe('businessPurpose on the create call (fe-heloc-business-purpose)', () => {
  it.each([true, false])(
    '400 naming /businessPurpose for %s while the flag is off for the brand (its default)',
    async (answer) => {
      const jwt = await register(t);
      const res = await createHeloc(t, jwt, { businessPurpose: answer });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`businessPurpose is not asked by this lender (${FLAG} is off)`);
      expect(res.body.errors).toEqual([expect.objectContaining({ pointer: '/businessPurpose' })]);
    },
  );

  it('without the answer, while the flag is off: no businessPurpose and the usual disclosures', async () => {
    const { jwt, application } = await borrowerWithApplication(t);
    expect(application).not.toHaveProperty('businessPurpose');
    expect(await disclosureKeys(jwt, application.uuid)).not.toContain(CERTIFICATION);
  });

  it("follows the brand's manifest (BIZ turns it on) unless the control API overrides it", async () => {
    const jwt = await register(t, undefined, 'BIZ');
    await setFlag(false);
    expect((await createHeloc(t, jwt, { businessPurpose: true })).status).toBe(400);
    expect((await t.call('DELETE', '/__sandbox/flags')).status).toBe(204);
    const res = await createHeloc(t, jwt, { businessPurpose: true });
    expect(res.status).toBe(200);
    expect(res.body.businessPurpose).toBe(true);
  });

  it('stores the answer and returns it with the application, on create and on read', async () => {
    await setFlag(true);
    const { jwt, application } = await borrowerWithApplication(t, undefined, 'ACME', { businessPurpose: true });
    expect(schemaProblems('heloc-application', application)).toEqual([]);
    expect(application.businessPurpose).toBe(true);
    const read = await t.call('GET', `${V1}/${application.uuid}`, undefined, bearer(jwt));
    expect(read.body.businessPurpose).toBe(true);
    const no = await borrowerWithApplication(t, undefined, 'ACME', { businessPurpose: false });
    expect(no.application.businessPurpose).toBe(false);
  });

  it('a business-purpose line adds the Business Purpose Certification, which accept-disclosures requires', async () => {
    await setFlag(true);
    const { jwt, application } = await borrowerWithApplication(t, undefined, 'ACME', { businessPurpose: true });
    const keys = await disclosureKeys(jwt, application.uuid);
    expect(keys).toEqual(['heloc-early-disclosure', 'privacy-notice', CERTIFICATION]);
    const list = await t.call('GET', `${BASE(application.uuid)}/documents?set=disclosures`, undefined, bearer(jwt));
    expect(list.body.documents.at(-1)).toMatchObject({ title: 'Business Purpose Certification', pages: 2 });
    const pdf = await t.sandbox.app.request(`${BASE(application.uuid)}/documents/${CERTIFICATION}.pdf`, {
      headers: bearer(jwt),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const without = await task(t, jwt, application.uuid, 'accept-disclosures', { documentKeys: keys.slice(0, 2) });
    expect(without.status).toBe(400);
    expect(without.body.message).toContain(CERTIFICATION);
    expect((await task(t, jwt, application.uuid, 'accept-disclosures', { documentKeys: keys })).status).toBe(200);
  });

  it('no certification for a line that is not for a business purpose', async () => {
    await setFlag(true);
    const { jwt, application } = await borrowerWithApplication(t, undefined, 'ACME', { businessPurpose: false });
    expect(await disclosureKeys(jwt, application.uuid)).toEqual(['heloc-early-disclosure', 'privacy-notice']);
    const pdf = await t.sandbox.app.request(`${BASE(application.uuid)}/documents/${CERTIFICATION}.pdf`, {
      headers: bearer(jwt),
    });
    expect(pdf.status).toBe(404);
  });
});
