import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { ConsentRecord } from '../../src/generated/types/consent-record';
import { APPLICATION_URL } from '../test-support/application';
import { answersFor } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { fieldLabel, field, stepPath } from '../test-support/registration-flow';
import { startUrl, walk } from '../test-support/registration-journey';
import { sandboxApplication } from '../test-support/sandbox-client';

test.describe.configure({ mode: 'parallel' });

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Consents that hold up in an audit, on a brand the deep specs do not use: what the borrower is
 * shown on the submit page is what the sandbox keeps, with its version, hash, brand and page, and
 * the landing link's campaign reaches the application.
 */
test('GLACIER_LAKE_BANK (host): every consent is recorded with its version and the words on screen', async ({
  page,
  request,
}) => {
  const b = brand('GLACIER_LAKE_BANK');
  const answers = answersFor(b.statesServed.includes('WA') ? 'WA' : b.statesServed[0]!, { smsMarketingConsent: true });
  await page.goto(
    startUrl(b.orgCode, { utm_source: 'mailer', utm_campaign: 'fall', gclid: 'Cj0KCQ' }, { via: 'host' }),
  );
  await walk(page, answers, { orgCode: b.orgCode, until: 'set-password' });

  // What the borrower reads on the submit page: the box labels and the notice under the form.
  const termsLabel = fieldLabel(field('set-password', '/termPrivacyConsent'));
  const smsWords = field('set-password', '/smsMarketingConsent').title;
  await expect(page.getByRole('checkbox', { name: termsLabel, exact: true })).toBeVisible();
  const notice = (
    await page
      .locator('p')
      .filter({ hasText: /^By selecting Submit/ })
      .innerText()
  ).trim();
  expect(notice).toContain(b.displayName);

  await walk(page, answers, { orgCode: b.orgCode, from: 'set-password' });
  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
  const uuid = APPLICATION_URL('product/select').exec(new URL(page.url()).pathname)![1]!;
  const kept = await sandboxApplication(request, uuid);

  const { consents } = (await (await request.get('/__sandbox/consents')).json()) as { consents: ConsentRecord[] };
  const mine = consents.filter((c) => c.identityUuid === kept.identityUuid);
  const byType = new Map(mine.map((c) => [c.type, c]));
  expect([...byType.keys()].sort()).toEqual(
    ['E_COMMUNICATIONS', 'PRIVACY_POLICY', 'SMS', 'SMS_TRANSACTIONAL', 'SOFT_CREDIT', 'TERMS_OF_USE'].sort(),
  );
  const versions = {
    ...Object.fromEntries(
      (
        (await (await request.get('/service-profile/api/v1/profile/consent-types')).json()) as {
          type: string;
          version: number;
        }[]
      ).map((t) => [t.type, t.version]),
    ),
  };
  for (const record of mine) {
    expect(record).toMatchObject({ organizationCode: b.orgCode, page: stepPath('set-password') });
    expect(record.version).toBe(versions[record.type]);
    expect(record.textSha256).toBe(sha256(record.text!));
  }
  expect(byType.get('TERMS_OF_USE')).toMatchObject({
    applicationUuid: uuid,
    choice: 'AGREED',
    text: `${termsLabel}\n${notice}`,
  });
  expect(byType.get('SOFT_CREDIT')!.text).toBe(notice);
  expect(byType.get('SMS')).toMatchObject({ applicationUuid: null, choice: 'OPT_IN', text: smsWords });

  // The landing link's campaign, kept through the steps.
  expect(kept.handover).toMatchObject({
    utmParameters: { utm_source: 'mailer', utm_campaign: 'fall' },
    marketingTools: { gclid: 'Cj0KCQ' },
    abVersionsRequest: { registration: 'register-v2' },
  });
});
