import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { assignVariation } from '../../src/core/experiments/assign-variation';
import type { ExperimentList } from '../../src/generated/types/experiments';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { applicationPath, screens } from '../test-support/application';
import { PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { forceStatus } from '../test-support/sandbox-client';

/**
 * The income step's experiment on a brand that opted in: the tracker id decides the arm, the
 * borrower sees that arm's words, and the arm is saved on the application.
 */
const experiment = readJson<ExperimentList>('flows/platform/experiments.json').experiments[0]!;
const ORG = experiment.orgCodes[0]!;
const screen = screens[experiment.screen] as unknown as { title: string; intro: string[] };

/** A tracker id the experiment puts in the arm. */
function trackerIn(arm: 'control' | 'variation'): string {
  for (let i = 0; ; i++) if (assignVariation(experiment, `e2e-tracker-${i}`) === arm) return `e2e-tracker-${i}`;
}

async function borrowerOnIncome(request: APIRequestContext): Promise<{ jwt: string; uuid: string }> {
  const email = uniqueEmail('experiment');
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${ORG}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', {
    data: helocBody({ profile: { email } }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': ORG },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { uuid } = (await created.json()) as { uuid: string };
  await forceStatus(request, uuid, 'INCOME_VERIFICATION');
  return { jwt, uuid };
}

/** Opens the income step as the borrower, in a browser that kept `trackerUuid` from an earlier visit. */
async function openIncome(page: Page, borrower: { jwt: string; uuid: string }, trackerUuid: string) {
  await page.addInitScript(
    ({ jwt, tracker }) => {
      window.localStorage.setItem('jwt', jwt);
      window.localStorage.setItem('telemetry_uuid', 'earlier-session');
      window.localStorage.setItem('telemetry_epoch', '1700000000000');
      window.localStorage.setItem('telemetry_trackerUuid', tracker);
    },
    { jwt: borrower.jwt, tracker: trackerUuid },
  );
  const csp = watchCsp(page);
  await page.goto(`${applicationPath(borrower.uuid, experiment.screen)}?org=${ORG}`);
  await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible({ timeout: 30_000 });
  return csp;
}

async function savedArms(request: APIRequestContext, borrower: { jwt: string; uuid: string }) {
  const res = await request.get(`/service-application/api/v3/application/heloc/${borrower.uuid}/experiments`, {
    headers: { authorization: `Bearer ${borrower.jwt}`, 'x-org': ORG },
  });
  return ((await res.json()) as { experiments: unknown[] }).experiments;
}

test('a tracker in the variation sees the variation words, and the arm is saved on the application', async ({
  page,
  request,
}) => {
  const borrower = await borrowerOnIncome(request);
  const csp = await openIncome(page, borrower, trackerIn('variation'));
  for (const text of experiment.variation.intro!) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText(screen.intro[0]!, { exact: true })).toHaveCount(0);
  await expect.poll(() => savedArms(request, borrower)).toEqual([{ name: experiment.key, variation: 'variation' }]);
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);
});

test('a tracker in the control sees the screen words, and the control is saved', async ({ page, request }) => {
  const borrower = await borrowerOnIncome(request);
  await openIncome(page, borrower, trackerIn('control'));
  await expect.poll(() => savedArms(request, borrower)).toEqual([{ name: experiment.key, variation: 'control' }]);
  for (const text of screen.intro) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText(experiment.variation.intro![0]!, { exact: true })).toHaveCount(0);
});
