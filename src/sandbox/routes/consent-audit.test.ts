import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { givenConsent, type ConsentSources, type ConsentVersions } from '../../core/registration/consent-words';
import { registrationCopy } from '../../core/registration/copy';
import { registrationFlow } from '../../core/registration/flow';
import { createHeloc, helocBody, register, uniqueEmail } from '../test-support/borrowers';
import { createTestSandbox, schemaProblems, type TestSandbox } from '../test-support/test-sandbox';

/**
 * Consent records that hold up in an audit: the words the web app computes from flows/ are what
 * the sandbox keeps, with their hash, and changing the words changes new records only.
 */

const PAGE = '/account/heloc/register-v2/set-password';
const VALUES = { displayName: 'Acme Lending', termsLabel: 'Terms of Use' };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let t: TestSandbox;
let scratch: string;
beforeEach(async () => {
  t = await createTestSandbox();
  scratch = mkdtempSync(join(tmpdir(), 'consent-words-'));
});
afterEach(() => {
  t.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

async function versions(): Promise<ConsentVersions> {
  return {
    profile: (await t.call('GET', '/service-profile/api/v1/profile/consent-types')).body,
    application: (await t.call('GET', '/service-application/api/v1/application/heloc/consent-types')).body,
  };
}

/** Applies as the web app does: every consent with its version, words and page. */
async function apply(sources: ConsentSources) {
  const v = await versions();
  const given = (type: string) => givenConsent(type, v, VALUES, PAGE, sources);
  const jwt = await register(t, uniqueEmail(), 'ACME');
  const res = await createHeloc(t, jwt, {
    consentListRequest: ['TERMS_OF_USE', 'PRIVACY_POLICY', 'E_COMMUNICATIONS'].map(given),
    consentRequests: [given('SOFT_CREDIT')],
  });
  expect(res.status).toBe(200);
  return res.body.uuid as string;
}

async function records() {
  const res = await t.call('GET', '/__sandbox/consents');
  expect(schemaProblems('sandbox-consent-list', res.body)).toEqual([]);
  return res.body.consents as { applicationUuid: string; type: string; text: string; textSha256: string }[];
}

/** A scratch copy of flows/registration/copy.json and steps.json, read back after `edit`. */
function scratchSources(edit: (copyText: string, stepsText: string) => [string, string]): ConsentSources {
  const [copyText, stepsText] = edit(
    readFileSync('flows/registration/copy.json', 'utf8'),
    readFileSync('flows/registration/steps.json', 'utf8'),
  );
  writeFileSync(join(scratch, 'copy.json'), copyText);
  writeFileSync(join(scratch, 'steps.json'), stepsText);
  return {
    copy: JSON.parse(readFileSync(join(scratch, 'copy.json'), 'utf8')),
    flow: JSON.parse(readFileSync(join(scratch, 'steps.json'), 'utf8')),
  };
}

describe('consent records', () => {
  it('keep type, version, brand, page, time and the exact words shown with their SHA-256', async () => {
    const shipped = { flow: registrationFlow, copy: registrationCopy };
    const uuid = await apply(shipped);
    const kept = await records();
    expect(kept.map((r) => [r.type, (r as unknown as { version: number }).version])).toEqual([
      ['TERMS_OF_USE', 3],
      ['PRIVACY_POLICY', 5],
      ['E_COMMUNICATIONS', 2],
      ['SOFT_CREDIT', 1],
    ]);
    const terms = kept[0]!;
    expect(terms).toMatchObject({ applicationUuid: uuid, organizationCode: 'ACME', page: PAGE, choice: 'AGREED' });
    expect(terms.text).toBe(
      'I have read and agree to the Terms and the Privacy Policy.\n' +
        'By selecting Submit, you agree to the Terms of Use, the Privacy Policy and the Electronic Communications Policy. ' +
        'You also authorize Acme Lending to obtain your credit report to pre-qualify you. ' +
        'This is a soft credit inquiry and does not affect your credit score.',
    );
    for (const r of kept) expect(r.textSha256).toBe(sha256(r.text));
  });

  it('after a change of words in a scratch copy, new records carry the new hash and old ones keep theirs', async () => {
    const first = await apply({ flow: registrationFlow, copy: registrationCopy });
    const before = await records();

    const edited = scratchSources((copyText, stepsText) => [
      copyText.replace('This is a soft credit inquiry', 'This soft credit inquiry is free and'),
      stepsText.replace('I have read and agree to the Terms', 'I have read, understood and agree to the Terms'),
    ]);
    const second = await apply(edited);
    const after = await records();

    const of = (uuid: string, list: typeof after) => list.filter((r) => r.applicationUuid === uuid);
    // The first application's records are untouched.
    expect(of(first, after)).toEqual(of(first, before));
    const [oldTerms, newTerms] = [of(first, after)[0]!, of(second, after)[0]!];
    expect(newTerms.text).toContain('I have read, understood and agree to the Terms');
    expect(newTerms.text).toContain('This soft credit inquiry is free and');
    expect(newTerms.textSha256).toBe(sha256(newTerms.text));
    expect(newTerms.textSha256).not.toBe(oldTerms.textSha256);
    // The SOFT_CREDIT words are the notice only: changed; E_COMMUNICATIONS' own label did not change, its notice did.
    const hashes = (uuid: string) => of(uuid, after).map((r) => r.textSha256);
    hashes(second).forEach((h, i) => expect(h).not.toBe(hashes(first)[i]));
  });

  it('refuses a consent without its current version or its words (400 naming the field)', async () => {
    const jwt = await register(t, uniqueEmail(), 'ACME');
    const body = helocBody();
    const [terms, ...rest] = body.consentListRequest as Record<string, unknown>[];
    const stale = await createHeloc(t, jwt, { consentListRequest: [{ ...terms, version: 2 }, ...rest] });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('consentListRequest[0].version is not the current version of TERMS_OF_USE (3)');
    const wordless = await createHeloc(t, jwt, { consentRequests: [{ type: 'SOFT_CREDIT', version: 1, page: PAGE }] });
    expect(wordless.status).toBe(400);
    expect(wordless.body.message).toBe('consentRequests[0].text is required');
    expect(await records()).toEqual([]);
  });
});
