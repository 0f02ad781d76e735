/**
 * The application widgets against the sandbox, used the way a borrower uses them: each test
 * forces the status through the control API, opens the screen it routes to, and does the task.
 * Every word is read from flows/application/screens at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import {
  autopayFromSameAccount,
  BANK_ACCOUNT,
  bankLabel,
  fillBankAccount,
  idWords,
  routingNumberInvalid,
  linkIncome,
  meetTheNotary,
  openDocuments,
  PNG,
  readToTheEnd,
  uploadLicence,
} from '../test-support/application-steps';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { followErrorSummary } from '../test-support/error-summary';
import { watchCsp } from '../test-support/page-checks';

const ROOT = join(import.meta.dirname, '..', '..');
type Screen = { title: string; copy?: Record<string, string>; actions?: { label: string }[]; submitLabel?: string };
const screens = (area: string): Record<string, Screen> =>
  (
    JSON.parse(readFileSync(join(ROOT, `flows/application/screens/${area}.json`), 'utf8')) as {
      screens: Record<string, Screen>;
    }
  ).screens;
const bank = screens('bank');
const identity = screens('identity').identity!;
const income = screens('income');
const signing = screens('signing');
const notary = screens('notary');
type FlowForm = {
  uiSchema: Record<string, { 'ui:title': string }>;
  schema: { errorMessage: { required: Record<string, string> } };
  submitLabel: string;
};
const flowForm = (key: string): FlowForm =>
  JSON.parse(readFileSync(join(ROOT, 'flows', 'forms', `${key}.json`), 'utf8')) as FlowForm;
const inviteForm = flowForm('signer-invite');
const label = (form: FlowForm, field: string) => form.uiSchema[field]!['ui:title'];

const PASSWORD = 'Sandbox-Pass1!';

/** A borrower with an application, signed in on the page. */
async function borrowerWithApplication(page: Page, request: APIRequestContext): Promise<string> {
  const email = `pat+e2e-widgets-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/identity/api/v1/registration/register?organization=MERIDIAN', {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', {
    data: helocBody({ profile: { email } }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': 'MERIDIAN' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { uuid } = (await created.json()) as { uuid: string };
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
  return uuid;
}

async function force(request: APIRequestContext, uuid: string, fields: Record<string, unknown>): Promise<void> {
  const response = await request.put(`/__sandbox/applications/${uuid}`, { data: fields });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Opens the application; the status routes it to `path`, whose heading takes focus. */
async function openScreen(page: Page, uuid: string, path: string, title: string): Promise<void> {
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page).toHaveURL(`/account/heloc/${uuid}/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
}

async function expectLeft(page: Page, uuid: string, path: string): Promise<void> {
  await expect(page).not.toHaveURL(`/account/heloc/${uuid}/${path}`, { timeout: 15_000 });
}

test('identity: the ID type, both sides of a licence with its checks, then verification', async ({ page, request }) => {
  const csp = watchCsp(page);
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'IDENTITY_VERIFICATION' });
  await openScreen(page, uuid, 'identity', identity.title);
  await page.getByRole('button', { name: idWords.submit }).click();
  await expect(page.getByRole('radio', { name: idWords.idType.DRIVERS_LICENSE })).toBeFocused();
  await expect(page.getByText(idWords.idTypeRequired)).toBeVisible();
  await page.getByRole('radio', { name: idWords.idType.PASSPORT }).check();
  await expect(page.getByLabel(idWords.back)).toHaveCount(0);
  await page.getByRole('radio', { name: idWords.idType.DRIVERS_LICENSE }).check();
  await page
    .getByLabel(idWords.front)
    .setInputFiles({ name: 'front.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText(idWords.fileType)).toBeVisible();
  await uploadLicence(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: idWords.submit }).click();
  await expectLeft(page, uuid, 'identity');
  expect(csp).toEqual([]);
});

test('income: choose to link a bank account and connect it', async ({ page, request }) => {
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'INCOME_VERIFICATION' });
  const review = income['income/review']!;
  await openScreen(page, uuid, 'income/review', review.title);
  await expectNoAxeViolations(page);
  await linkIncome(page, uuid);
  await expectLeft(page, uuid, 'income/link/PLAID_TRANSACTIONS');
});

test('income: upload pay stubs', async ({ page, request }) => {
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'INCOME_VERIFICATION' });
  const review = income['income/review']!;
  await openScreen(page, uuid, 'income/review', review.title);
  await page.getByRole('radio', { name: review.copy!['MANUAL_PAYSTUB.label'] }).check();
  await page.getByRole('button', { name: review.copy!.submit }).click();
  const upload = income['income/upload/:type']!;
  await expect(page.getByRole('heading', { level: 1, name: upload.title })).toBeFocused();
  const incomeForm = JSON.parse(readFileSync(join(ROOT, 'flows/forms/income-upload.json'), 'utf8')) as {
    uiSchema: { files: { 'ui:title': string } };
    submitLabel: string;
  };
  await page.getByLabel(incomeForm.uiSchema.files['ui:title']).setInputFiles([
    { name: 'march.png', mimeType: 'image/png', buffer: PNG },
    { name: 'april.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByRole('button', { name: incomeForm.submitLabel }).click();
  await expectLeft(page, uuid, 'income/upload/MANUAL_PAYSTUB');
});

test('bank: a routing number that fails the checksum, then the disbursement and autopay accounts', async ({
  page,
  request,
}) => {
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'DISBURSEMENT_ACCOUNT' });
  const disburse = bank['bank/disburse']!;
  const copy = disburse.copy!;
  await openScreen(page, uuid, 'bank/disburse', disburse.title);
  await fillBankAccount(page, '021000022');
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByLabel(bankLabel('routingNumber'))).toHaveAccessibleDescription(
    new RegExp(routingNumberInvalid),
  );
  await followErrorSummary(page, routingNumberInvalid, page.getByLabel(bankLabel('routingNumber')));
  await page.getByLabel(bankLabel('routingNumber')).fill(BANK_ACCOUNT.routingNumber);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: copy.submit }).click();
  await expectLeft(page, uuid, 'bank/disburse');

  await force(request, uuid, { status: 'AUTOPAY_ACCOUNT' });
  const autopay = bank['bank/autopay']!;
  await openScreen(page, uuid, 'bank/autopay', autopay.title);
  await autopayFromSameAccount(page);
  await expectLeft(page, uuid, 'bank/autopay');

  // Verified accounts: confirmed on bank/confirm, shown by their last four digits only.
  await force(request, uuid, { status: 'VERIFIED_AUTOPAY_ACCOUNT' });
  await openScreen(page, uuid, 'bank/autopay', autopay.title);
  await page.getByRole('button', { name: autopay.copy!.reviewOnFile }).click();
  const confirm = bank['bank/confirm']!;
  await expect(page).toHaveURL(`/account/heloc/${uuid}/bank/confirm`);
  await expect(page.getByRole('heading', { level: 1, name: confirm.title })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(BANK_ACCOUNT.mask);
  await expect(page.getByRole('main')).not.toContainText(BANK_ACCOUNT.accountNumber);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: confirm.copy!.submit }).click();
  await expectLeft(page, uuid, 'bank/confirm');
});

test('signing: every page drawn at most 700 px wide, signing enabled once the end is reached', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'NOTE_SIGNING' });
  const intro = signing['signing/intro']!;
  await openScreen(page, uuid, 'signing/intro', intro.title);
  const button = await openDocuments(page);
  await expect(button).toBeDisabled();
  await expect(page.getByRole('figure', { name: /^Page \d+ of \d+$/ }).first()).toBeVisible();
  // pdf.js really drew the first page: it has dark (text) pixels, not a blank canvas.
  await expect
    .poll(() =>
      page
        .locator('canvas')
        .first()
        .evaluate((c: HTMLCanvasElement) => {
          const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! < 128) dark++;
          return dark;
        }),
    )
    .toBeGreaterThan(100);
  for (const box of await page.locator('canvas').evaluateAll((all) => all.map((c) => c.getBoundingClientRect().width)))
    expect(box).toBeLessThanOrEqual(700);
  // The page's text for screen readers is extracted after the drawing: wait for it, do not read it once.
  await expect(page.locator('figcaption').first()).not.toHaveText('');
  await expect(page.getByRole('link', { name: /\(PDF\)$/ }).first()).toHaveAttribute('download', /\.pdf$/);
  await readToTheEnd(page, button);
  await expectNoAxeViolations(page);
  await button.click();
  await expectLeft(page, uuid, 'signing/sign');
  expect(csp).toEqual([]);
});

test('notary: the $300 fee, a slot from the next days, reserved', async ({ page, request }) => {
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'MANUAL_DEED_SIGNING', manualNotary: true });
  const reserve = notary['notary/reserve-manual']!;
  await openScreen(page, uuid, 'notary/reserve-manual', reserve.title);
  await expect(page.getByText(reserve.copy!.fee!.replace('{fee}', '$300'))).toBeVisible();
  await page.getByRole('button', { name: reserve.copy!.submit }).click();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.getByRole('radio').first().check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: reserve.copy!.submit }).click();
  // The status waits for the notary's visit: the screen now shows the appointment.
  await expect(page.getByRole('heading', { level: 2, name: reserve.copy!.reservedHeading })).toBeVisible();
  await expect(page.getByText(reserve.copy!.reservedFee!.replace('{fee}', '$300'))).toBeVisible();
  const reserved = (await (await request.get('/__sandbox/applications')).json()) as {
    applications: { application: { uuid: string; notary: { slotId: string } | null } }[];
  };
  expect(reserved.applications.find((a) => a.application.uuid === uuid)!.application.notary).not.toBeNull();
  await page.getByRole('button', { name: reserve.copy!.change }).click();
  await expect(page.getByRole('radio').first()).toBeVisible();
});

test('income: employer verification as a form, with its messages tied to the fields', async ({ page, request }) => {
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'EMPLOYMENT_VERIFICATION' });
  const screen = income['income/employer-verification'] as Screen & {
    form: {
      uiSchema: Record<string, { 'ui:title': string }>;
      schema: {
        errorMessage: { required: Record<string, string> };
        properties: Record<string, { errorMessage: string }>;
      };
    };
  };
  const label = (field: string) => page.getByLabel(screen.form.uiSchema[field]!['ui:title'], { exact: false });
  await openScreen(page, uuid, 'income/employer-verification', screen.title);
  await page.getByRole('button', { name: screen.submitLabel }).click();
  await expect(label('employerName')).toHaveAccessibleDescription(
    new RegExp(screen.form.schema.errorMessage.required.employerName!),
  );
  await label('employerName').fill('Acme Corp');
  await label('jobTitle').fill('Engineer');
  await label('employerPhone').fill('4155550111');
  await label('startDate').fill('13/45/2019');
  await page.getByRole('button', { name: screen.submitLabel }).click();
  await expect(label('startDate')).toHaveAccessibleDescription(
    new RegExp(screen.form.schema.properties.startDate!.errorMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await label('startDate').fill('04/01/2019');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: screen.submitLabel }).click();
  await expectLeft(page, uuid, 'income/employer-verification');
});

test('signing: a co-owner invited as an additional signer, then listed with their step', async ({ page, request }) => {
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'CO_DEED_REQ' });
  const screen = signing['signing/additional']!;
  const copy = screen.copy!;
  const email = `sam.${uuid.slice(0, 8)}@example.com`;
  await openScreen(page, uuid, 'signing/additional', screen.title);
  await page.getByRole('button', { name: inviteForm.submitLabel }).click();
  await expect(page.getByLabel(label(inviteForm, 'lastName'))).toHaveAccessibleDescription(
    inviteForm.schema.errorMessage.required.lastName!,
  );
  await followErrorSummary(
    page,
    inviteForm.schema.errorMessage.required.lastName!,
    page.getByLabel(label(inviteForm, 'lastName')),
  );
  await page.getByLabel(label(inviteForm, 'firstName')).fill('Sam');
  await page.getByLabel(label(inviteForm, 'lastName')).fill('Doe');
  await page.getByLabel(label(inviteForm, 'email')).fill(email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: inviteForm.submitLabel }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(
    copy.invited!.replace('{name}', 'Sam Doe').replace('{email}', email),
  );
  const invited = page.getByRole('region', { name: copy.invitedHeading });
  await expect(invited.getByRole('listitem')).toHaveCount(1);
  await expect(invited.getByRole('listitem')).toContainText(copy['status.IDENTITY']!);
  const listed = (await (await request.get('/__sandbox/applications')).json()) as {
    applications: { application: { uuid: string; signers?: { email: string }[] } }[];
  };
  expect(
    listed.applications.find((a) => a.application.uuid === uuid)!.application.signers?.map((s) => s.email),
  ).toEqual([email]);
});

test('notary: Talk to eNotary, then the session', async ({ page, request }) => {
  const uuid = await borrowerWithApplication(page, request);
  await force(request, uuid, { status: 'NOTARY_DISCLOSURE' });
  const intro = notary['notary/intro']!;
  await openScreen(page, uuid, 'notary/intro', intro.title);
  await expectNoAxeViolations(page);
  await meetTheNotary(page, uuid);
  await expectLeft(page, uuid, 'notary/session');
});
