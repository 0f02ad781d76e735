/**
 * An ordinary borrower (profile type BORROWER, their own application too) whom the lender lists
 * among another application's helocSigners (signer version v1; sandbox control `addSigners`).
 * Opening that application they get the signer journey with the co-borrower bar, not the
 * borrower's screens; their own application is still theirs. Words come from flows/ at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationCopy, applicationPath, URL_OF, visibleStepBar } from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { createBorrower, createListedSigner } from '../test-support/sandbox-client';
import { idWords, PNG, readToTheEnd } from '../test-support/application-steps';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
type Screen = { title: string; copy?: Record<string, string>; actions?: { label: string }[] };
const signerScreens = readJson<{ screens: Record<string, Screen> }>('flows/signer/screens.json').screens;
const signerRoutes = readJson<{ base: string }>('flows/signer/routes.json');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function checklistStatus(request: APIRequestContext, uuid: string): Promise<string> {
  const listed = (await (await request.get('/__sandbox/applications')).json()) as {
    applications: { application: { uuid: string; status: { checklistStatus: string } } }[];
  };
  return listed.applications.find((a) => a.application.uuid === uuid)!.application.status.checklistStatus;
}

async function expectSignerScreen(page: Page, screen: string, application: string, barStep: string) {
  await expect(page).toHaveURL(new RegExp(`${escape(`${signerRoutes.base}/${screen}`)}\\?application=${application}$`));
  await expect(page.getByRole('heading', { level: 1, name: signerScreens[screen]!.title })).toBeFocused();
  const bar = page.getByRole('navigation', { name: applicationCopy.coBorrowerBar.label });
  await expect(bar.locator('[aria-current="step"]')).toContainText(barStep);
  await expect(page.getByRole('navigation', { name: applicationCopy.stepBar.label })).toHaveCount(0);
}

test('a borrower listed as a v1 signer on another application gets the signer journey there, and signs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, coOwner } = await createListedSigner(request);

  await actAs(page, coOwner);
  const csp = watchCsp(page);
  const coDeedCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/co-deed/status') && coDeedCalls.push(r.url()));

  // Their own application: the borrower's screens, and no co-deed status is asked.
  await page.goto(applicationPath(coOwner.uuid));
  await expect(page).toHaveURL(URL_OF(coOwner.uuid, 'product/select'));
  await expect(visibleStepBar(page)).toBeVisible();
  expect(coDeedCalls).toEqual([]);

  // The application that lists them: the signer journey.
  await page.goto(applicationPath(owner.uuid));
  const [identityStep, enotaryStep] = applicationCopy.coBorrowerBar.steps.map((s) => s.label) as [string, string];
  await expectSignerScreen(page, 'identity', owner.uuid, identityStep);
  expect(coDeedCalls.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: idWords.idType.PASSPORT }).check();
  await page.getByLabel(idWords.front).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: idWords.submit }).click();

  await expectSignerScreen(page, 'intro', owner.uuid, enotaryStep);
  // A reload keeps them where they are: the signer pages still know why they are a signer.
  await page.reload();
  await expectSignerScreen(page, 'intro', owner.uuid, enotaryStep);
  await page.getByRole('button', { name: signerScreens.intro!.actions![0]!.label }).click();

  await expectSignerScreen(page, 'sign', owner.uuid, enotaryStep);
  const sign = page.getByRole('button', { name: signerScreens.sign!.copy!.submit, exact: true });
  await readToTheEnd(page, sign);
  await sign.click();

  await expect(page).toHaveURL(new RegExp(`${escape(`${signerRoutes.base}/documents`)}\\?application=${owner.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: signerScreens.documents!.title })).toBeFocused();
  await expect.poll(() => checklistStatus(request, owner.uuid)).toBe('DEED_SIGNING');
  expect(csp).toEqual([]);
});

test('without the listing, the signer pages send the borrower to the dashboard', async ({ page, request }) => {
  const owner = await createBorrower(request, 'CA');
  const other = await createBorrower(request, 'CA');
  await actAs(page, other);
  await page.goto(`${signerRoutes.base}/identity?application=${owner.uuid}`);
  await expect(page).toHaveURL('/dashboard');
});
