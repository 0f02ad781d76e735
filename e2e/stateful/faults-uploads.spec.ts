import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screenTitle } from '../test-support/application';
import { words } from '../test-support/application-steps';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import {
  createBorrower,
  forceStatus,
  injectFault,
  type Borrower,
  type Fault,
  CLIENT_PATH_FAULTS,
} from '../test-support/sandbox-client';

// Faults on an upload (POST …/documents, multipart): the borrower sees why it did not go, the file
// chosen stays chosen, and sending again once the call works keeps it. Faults are sandbox state
// every page shares: stateful project, serial, cleared after each case.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterEach(async ({ request }) => {
  await request.delete('/__sandbox/faults');
});

const insuranceForm = readJson<{ uiSchema: { file: { 'ui:title': string } }; submitLabel: string }>(
  'flows/forms/insurance-upload.json',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const inject = (request: APIRequestContext, path: string, fault: Fault) => injectFault(request, 'POST', path, fault);

/** A borrower asked for the declarations page, with none on file (each case its own: a kept upload changes the page). */
async function insuranceBorrower(request: APIRequestContext): Promise<Borrower> {
  const borrower = await createBorrower(request, 'CA', 'insurance');
  await forceStatus(request, borrower.uuid, 'TRUST_AND_INSURANCE', {
    decision: 'APPROVED',
    subDecision: 'VERIFIED_OFFER',
  });
  return borrower;
}

for (const [name, fault] of CLIENT_PATH_FAULTS) {
  test(`insurance declarations upload (POST …/documents) answered with ${name}: the borrower sees that it did not go, the file stays chosen, and Upload again keeps it once the call works`, async ({
    page,
    request,
  }) => {
    const borrower = await insuranceBorrower(request);
    await actAs(page, borrower);
    const csp = watchCsp(page);
    await page.goto(applicationPath(borrower.uuid, 'insurance/upload'));
    // A cold open (the app's code, the session, the application) can take a while under a full run.
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('insurance/upload') })).toBeFocused({
      timeout: 30_000,
    });
    const file = page.getByLabel(insuranceForm.uiSchema.file['ui:title']);
    await file.setInputFiles({ name: 'declarations.pdf', mimeType: 'application/pdf', buffer: PDF });
    await inject(request, `/service-krang-heloc/borrower/secure/api/v1/${borrower.uuid}/documents`, fault);
    await page.getByRole('button', { name: insuranceForm.submitLabel }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).not.toHaveText('');
    if (name === '500') await expectNoAxeViolations(page);
    await expect(file).toHaveValue(/declarations\.pdf$/);

    await request.delete('/__sandbox/faults');
    await page.getByRole('button', { name: insuranceForm.submitLabel }).click();
    const received = page.getByRole('status').filter({ hasText: words('insurance/upload').receivedTitle! });
    await expect(received).toBeFocused({ timeout: 30_000 });
    await expect(received.getByRole('listitem')).toHaveText(`declarations.pdf (${PDF.length} bytes)`);
    expect(csp).toEqual([]);
  });
}
