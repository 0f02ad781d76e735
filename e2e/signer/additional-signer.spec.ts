/**
 * The additional signer's journey end to end, as the two people do it: the borrower invites a
 * co-owner on signing/additional; the co-owner opens the invitation, chooses a password, verifies
 * their identity, reads what signing means, reads and signs the documents; the borrower's
 * application then leaves CO_DEED_REQ. Words come from flows/ at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationCopy, applicationPath, URL_OF } from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { createBorrower, forceStatus } from '../test-support/sandbox-client';
import { idWords, readToTheEnd } from '../test-support/application-steps';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
type Screen = { title: string; copy?: Record<string, string>; actions?: { label: string }[] };
const signerScreens = readJson<{ screens: Record<string, Screen> }>('flows/signer/screens.json').screens;
const signerRoutes = readJson<{ base: string; login: string }>('flows/signer/routes.json');
const inviteForm = readJson<{
  uiSchema: Record<'firstName' | 'lastName' | 'email', { 'ui:title': string }>;
  submitLabel: string;
}>('flows/forms/signer-invite.json');
const loginForm = readJson<{ uiSchema: Record<'email' | 'password', { 'ui:title': string }>; submitLabel: string }>(
  'flows/forms/login.json',
);
const loginPages = readJson<{
  signer: {
    title: string;
    setup: { title: string; submit: string; form: { uiSchema: Record<string, { 'ui:title': string }> } };
  };
}>('flows/pages/login.json');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
const SIGNER_PASSWORD = 'Cedar!Gate2026x';

interface SandboxEntry {
  application: { uuid: string; loanNumber: string; status: { checklistStatus: string } };
  signers?: { email: string; resumeToken: string }[];
}

async function sandboxEntry(request: APIRequestContext, uuid: string): Promise<SandboxEntry> {
  const listed = (await (await request.get('/__sandbox/applications')).json()) as { applications: SandboxEntry[] };
  return listed.applications.find((a) => a.application.uuid === uuid)!;
}

async function expectSignerScreen(page: Page, screen: string, barStep: string) {
  await expect(page).toHaveURL(`${signerRoutes.base}/${screen}`);
  await expect(page.getByRole('heading', { level: 1, name: signerScreens[screen]!.title })).toBeFocused();
  const bar = page.getByRole('navigation', { name: applicationCopy.coBorrowerBar.label });
  await expect(bar.locator('[aria-current="step"]')).toContainText(barStep);
}

test('a co-owner invited by the borrower sets up an account, verifies their identity and signs', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const borrower = await createBorrower(request, 'CA', 'codeed');
  await forceStatus(request, borrower.uuid, 'CO_DEED_REQ');
  await actAs(page, borrower);
  await page.goto(applicationPath(borrower.uuid));
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'signing/additional'));
  const email = `sam.${borrower.uuid.slice(0, 8)}@example.com`;
  await page.getByLabel(inviteForm.uiSchema.firstName['ui:title']).fill('Sam');
  await page.getByLabel(inviteForm.uiSchema.lastName['ui:title']).fill('Rivera');
  await page.getByLabel(inviteForm.uiSchema.email['ui:title']).fill(email);
  await page.getByRole('button', { name: inviteForm.submitLabel }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  // The invitation email's link, as the co-owner receives it.
  const token = (await sandboxEntry(request, borrower.uuid)).signers!.find((s) => s.email === email)!.resumeToken;
  const context = await browser.newContext();
  const signer = await context.newPage();
  const csp = watchCsp(signer);
  await signer.goto(`${signerRoutes.login}?token=${token}&org=MERIDIAN`);
  const setup = loginPages.signer.setup;
  await expect(signer.getByRole('heading', { level: 1, name: setup.title })).toBeFocused();
  await expectNoAxeViolations(signer);
  await signer.getByLabel(setup.form.uiSchema.password!['ui:title'], { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByLabel(setup.form.uiSchema.confirmPassword!['ui:title'], { exact: true }).fill(SIGNER_PASSWORD);
  await signer.getByRole('button', { name: setup.submit }).click();

  const [identityStep, enotaryStep] = applicationCopy.coBorrowerBar.steps.map((s) => s.label) as [string, string];
  await expectSignerScreen(signer, 'identity', identityStep);
  await expectNoAxeViolations(signer);
  await signer.getByRole('radio', { name: idWords.idType.PASSPORT }).check();
  await signer.getByLabel(idWords.front).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await signer.getByRole('button', { name: idWords.submit }).click();

  await expectSignerScreen(signer, 'intro', enotaryStep);
  await expect(signer.getByRole('main')).toContainText(
    (await sandboxEntry(request, borrower.uuid)).application.loanNumber,
  );
  await expectNoAxeViolations(signer);
  await signer.getByRole('button', { name: signerScreens.intro!.actions![0]!.label }).click();

  await expectSignerScreen(signer, 'sign', enotaryStep);
  const sign = signerScreens.sign!.copy!;
  const button = signer.getByRole('button', { name: sign.submit, exact: true });
  await expect(button).toBeDisabled();
  await readToTheEnd(signer, button);
  await expectNoAxeViolations(signer);
  await button.click();

  await expect(signer).toHaveURL(`${signerRoutes.base}/documents`);
  await expect(signer.getByRole('heading', { level: 1, name: signerScreens.documents!.title })).toBeFocused();
  expect(csp).toEqual([]);

  // Every signer has signed: the borrower's application moves on to the deed signing.
  await expect
    .poll(async () => (await sandboxEntry(request, borrower.uuid)).application.status.checklistStatus)
    .toBe('DEED_SIGNING');

  // Signing in again later (no token) resumes at the signer's current screen.
  const later = await (await browser.newContext()).newPage();
  await later.goto(`${signerRoutes.login}?org=MERIDIAN`);
  await expect(later.getByRole('heading', { level: 1, name: loginPages.signer.title })).toBeVisible();
  await later.getByLabel(loginForm.uiSchema.email['ui:title'], { exact: true }).fill(email);
  await later.getByLabel(loginForm.uiSchema.password['ui:title'], { exact: true }).fill(SIGNER_PASSWORD);
  await later.getByRole('button', { name: loginForm.submitLabel }).click();
  await expect(later).toHaveURL(`${signerRoutes.base}/documents`);
  await context.close();
});

test('a borrower who is not an additional signer is sent from the signer pages to the dashboard', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA');
  await actAs(page, borrower);
  await page.goto(`${signerRoutes.base}/sign`);
  await expect(page).toHaveURL('/dashboard');
});
