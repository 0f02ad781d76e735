import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, borrowerWithApplication } from '../test-support/borrowers';
import { createFixtureRoot, createTestSandbox, FIXTURE_BRANDS, type TestSandbox } from '../test-support/test-sandbox';
import { BASE, task } from '../test-support/workflow-calls';

const FLAG = 'fe-heloc-dc-fp7';
const FORM = 'dc-fp7-recordation-tax-return';
/** The fixture brands and one that lends in the District of Columbia and Maryland. */
const BRANDS = { ...FIXTURE_BRANDS, CAPITOL: { orgCode: 'CAPITOL', statesServed: ['DC', 'MD'] } };
const DC_HOME = { street1: '1400 Irving St NW', city: 'Washington', state: 'DC', zip: '20010' };
const MD_HOME = { street1: '12 Calvert St', city: 'Baltimore', state: 'MD', zip: '21202' };

let t: TestSandbox;
beforeEach(async () => {
  t = await createTestSandbox({ now: () => new Date('2025-03-03T12:00:00Z'), rootDir: createFixtureRoot(BRANDS) });
});
afterEach(async () => {
  await t.dispose();
  rmSync(t.rootDir, { recursive: true, force: true });
});

async function signingKeys(property: Record<string, string>) {
  const { jwt, application } = await borrowerWithApplication(t, undefined, 'CAPITOL', { property });
  const uuid = application.uuid as string;
  const res = await t.call('GET', `${BASE(uuid)}/documents?set=signing`, undefined, bearer(jwt));
  expect(res.status).toBe(200);
  return { jwt, uuid, keys: (res.body.documents as { key: string; title: string }[]).map((d) => d.key) };
}

describe('Form FP-7/C with the closing documents of a DC home (fe-heloc-dc-fp7)', () => {
  it('is not among them while the flag is off (its default)', async () => {
    expect((await signingKeys(DC_HOME)).keys).not.toContain(FORM);
  });

  it('is among them while the flag is on, for a DC home only, and signing must include it', async () => {
    expect((await t.call('PUT', '/__sandbox/flags', { [FLAG]: true })).status).toBe(200);
    expect((await signingKeys(MD_HOME)).keys).not.toContain(FORM);
    const { jwt, uuid, keys } = await signingKeys(DC_HOME);
    expect(keys).toEqual(['heloc-agreement', 'deed-of-trust', 'right-to-cancel', FORM]);
    const pdf = await t.sandbox.app.request(`${BASE(uuid)}/documents/${FORM}.pdf`, { headers: bearer(jwt) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await t.call('PUT', `/__sandbox/applications/${uuid}`, { status: 'NOTE_SIGNING' });
    const without = await task(t, jwt, uuid, 'sign-documents', { documentKeys: keys.filter((k) => k !== FORM) });
    expect(without.status).toBe(400);
    expect(without.body.message).toBe(`documentKeys must list every document of the set; missing ${FORM}`);
    expect((await task(t, jwt, uuid, 'sign-documents', { documentKeys: keys })).status).toBe(200);
  });
});
