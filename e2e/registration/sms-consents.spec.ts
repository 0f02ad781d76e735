import { expect, test, type APIRequestContext } from '@playwright/test';
import { APPLICATION_URL } from '../test-support/application';
import { answersFor } from '../test-support/borrower-answers';
import { overrideFlags } from '../test-support/feature-flags';
import { fillStep, submitButton } from '../test-support/registration-form';
import { startUrl, walk } from '../test-support/registration-journey';

test.describe.configure({ mode: 'parallel' });

const SMS_FLAG = 'fe-heloc-sms-transactional-consent';
const ORG = 'PACIFIC_CREST_CU';

interface CommsConsentRecord {
  consent: { email: string; consents: { consentPromptUuid: string; optInOut: string }[] };
}

async function consentsOf(request: APIRequestContext, email: string) {
  const response = await request.get('/__sandbox/submissions');
  expect(response.ok()).toBe(true);
  const { commsConsents } = (await response.json()) as { commsConsents: CommsConsentRecord[] };
  // Which prompts were answered and how; each consent also carries its evidence (consents.spec.ts).
  return commsConsents
    .filter((r) => r.consent.email === email)
    .map((r) => r.consent.consents.map(({ consentPromptUuid, optInOut }) => ({ consentPromptUuid, optInOut })));
}

async function promptUuid(request: APIRequestContext, type: string): Promise<string> {
  const response = await request.get(`/service-comms-prefs/external/api/v1/consent/prompt/${type}`);
  return ((await response.json()) as { uuid: string }).uuid;
}

test('a hidden SMS transactional consent is not recorded as an opt-out', async ({ page, request }) => {
  await overrideFlags(page, { [SMS_FLAG]: false });
  const answers = answersFor('OR');
  await page.goto(startUrl(ORG));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { until: 'set-password', orgCode: ORG });
  await expect(page.getByRole('checkbox', { name: /Text me updates about my application/ })).toHaveCount(0);
  await fillStep(page, 'set-password', answers);
  await page.getByRole('checkbox', { name: /Text me news and offers/ }).check();
  await submitButton(page, 'set-password').click();
  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
  expect(await consentsOf(request, answers.email as string)).toEqual([
    [{ consentPromptUuid: await promptUuid(request, 'SMS'), optInOut: 'OPT_IN' }],
  ]);
});

test('both SMS consents shown: an unticked one is an opt-out the borrower chose', async ({ page, request }) => {
  const answers = answersFor('OR');
  await page.goto(startUrl(ORG));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { orgCode: ORG });
  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
  expect(await consentsOf(request, answers.email as string)).toEqual([
    [
      { consentPromptUuid: await promptUuid(request, 'SMS'), optInOut: 'OPT_OUT' },
      { consentPromptUuid: await promptUuid(request, 'SMS_TRANSACTIONAL'), optInOut: 'OPT_OUT' },
    ],
  ]);
});
