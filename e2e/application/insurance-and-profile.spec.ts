/**
 * The two screens a borrower opens by a link rather than by status: insurance/upload (the
 * declarations page, which answers the trust-and-insurance review) and start/profile (name, date
 * of birth and mobile, prefilled from the profile). Words come from flows/ at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, URL_OF } from '../test-support/application';
import { watchCsp } from '../test-support/page-checks';
import { createBorrower, forceStatus } from '../test-support/sandbox-client';
import { arriveAt, screen, words } from '../test-support/application-steps';
import { readJson } from '../test-support/read-json';

const ROOT = join(import.meta.dirname, '..', '..');
const dashboard = (
  JSON.parse(readFileSync(join(ROOT, 'flows/pages/login.json'), 'utf8')) as { dashboard: { profileLink: string } }
).dashboard;
type Ui = Record<string, { 'ui:title': string }> & { name: Record<string, { 'ui:title': string }> };
const profileUi = () => (screen('start/profile') as unknown as { form: { uiSchema: Ui } }).form.uiSchema;
/** The declarations page's field, its checks' words and its button (flows/forms/insurance-upload.json). */
const insuranceForm = readJson<{
  uiSchema: { file: { 'ui:title': string } };
  messages: { '/file': string };
  rules: { messages: { fileType: string } }[];
  submitLabel: string;
}>('flows/forms/insurance-upload.json');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test('insurance: from the requirements to the upload; the declarations page is kept and the application moves on', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const borrower = await createBorrower(request, 'CA', 'insurance');
  await forceStatus(request, borrower.uuid, 'TRUST_AND_INSURANCE', {
    decision: 'APPROVED',
    subDecision: 'VERIFIED_OFFER',
  });
  await actAs(page, borrower);
  const csp = watchCsp(page);
  // The spec's table names no screen for this status: the timeout page; the lender's request links here.
  await page.goto(applicationPath(borrower.uuid, 'insurance/requirements'));
  await arriveAt(page, borrower.uuid, 'insurance/requirements');
  await page.getByRole('link', { name: screen('insurance/requirements').actions![0]!.label }).click();
  await arriveAt(page, borrower.uuid, 'insurance/upload');
  await expectNoAxeViolations(page);

  const copy = words('insurance/upload');
  const file = page.getByLabel(insuranceForm.uiSchema.file['ui:title']);
  await page.getByRole('button', { name: insuranceForm.submitLabel }).click();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAccessibleDescription(new RegExp(insuranceForm.messages['/file']));
  await expect(file).toBeFocused();
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(file).toHaveAccessibleDescription(new RegExp(insuranceForm.rules[0]!.messages.fileType));

  await file.setInputFiles({ name: 'declarations.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(file).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: insuranceForm.submitLabel }).click();
  const received = page.getByRole('status').filter({ hasText: copy.receivedTitle! });
  await expect(received).toBeFocused();
  await expect(received.getByRole('listitem')).toHaveText(`declarations.pdf (${PDF.length} bytes)`);
  await expectNoAxeViolations(page);

  const listed = (await (await request.get('/__sandbox/applications')).json()) as {
    applications: { application: { uuid: string; documents: { documentType: string; fileName: string }[] } }[];
  };
  const application = listed.applications.find((a) => a.application.uuid === borrower.uuid)!.application;
  expect(application.documents).toContainEqual(
    expect.objectContaining({ documentType: 'INSURANCE_DECLARATIONS', fileName: 'declarations.pdf' }),
  );

  // The review is answered: continuing waits for the title and reaches the next step.
  await page.getByRole('button', { name: copy.continue }).click();
  await arriveAt(page, borrower.uuid, 'bank/disburse', 30_000);
  expect(csp).toEqual([]);
});

test('profile: the dashboard links to start/profile, prefilled; a correction is saved and the borrower continues', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, 'CA');
  await actAs(page, borrower);
  const csp = watchCsp(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: dashboard.profileLink }).click();
  await arriveAt(page, borrower.uuid, 'start/profile');
  await expectNoAxeViolations(page);

  const ui = profileUi();
  const first = page.getByRole('textbox', { name: ui.name.firstName!['ui:title'], exact: true });
  const last = page.getByRole('textbox', { name: ui.name.lastName!['ui:title'], exact: true });
  const dob = page.getByRole('textbox', { name: ui.dob!['ui:title'] });
  const phone = page.getByRole('textbox', { name: ui.phoneNumber!['ui:title'] });
  await expect(first).toHaveValue('Pat');
  await expect(last).toHaveValue('Doe');
  await expect(dob).toHaveValue('05/17/1980');
  await expect(phone).toHaveValue('(415) 555-0199');
  for (const [field, autocomplete] of [
    [first, 'given-name'],
    [last, 'family-name'],
    [dob, 'bday'],
    [phone, 'tel-national'],
  ] as const) {
    await expect(field).toHaveAttribute('autocomplete', autocomplete);
  }

  // Too young: the server's words, in place.
  await dob.fill('01/01/2020');
  await page.getByRole('button', { name: screen('start/profile').submitLabel! }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Must be at least 18 years old' })).toBeVisible();
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'start/profile'));

  await dob.fill('05/17/1980');
  await last.fill('Doe-Rivera');
  await page.getByRole('button', { name: screen('start/profile').submitLabel! }).click();
  await arriveAt(page, borrower.uuid, 'product/select');
  const profile = await (
    await request.get('/service-profile/api/v1/profile', {
      headers: { authorization: `Bearer ${borrower.jwt}`, 'x-org': 'MERIDIAN' },
    })
  ).json();
  expect(profile).toMatchObject({ name: { firstName: 'Pat', lastName: 'Doe-Rivera' }, dob: '1980-05-17' });
  expect(csp).toEqual([]);
});
