import { expect, test } from '@playwright/test';
import { actAs, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { PORT } from '../test-support/port';
import { forceStatus } from '../test-support/sandbox-client';

// A lender the deep specs do not use, reached by its host name.
const SITE = `http://granitetrust.localhost:${PORT}`;

test('a verified offer opens offer selection, which says where confirming returns and goes back there', async ({
  page,
  request,
}) => {
  const borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
  await forceStatus(request, borrower.uuid, 'OFFER_SELECTION', { decision: 'APPROVED', subDecision: 'VERIFIED_OFFER' });
  await actAs(page, borrower);
  await page.goto(`${SITE}/account/heloc/${borrower.uuid}`);

  // Spec: offer selection goes to product/select, passing the origin (signing/intro) and the decision.
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'Your offer is verified. Keep it or choose another; once you confirm, you go back to: Sign your loan documents.',
  );
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select/confirm'));
  await page.getByRole('button', { name: 'Back to: Sign your loan documents' }).click();
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'signing/intro'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign your loan documents' })).toBeVisible();
});

test('confirming a verified offer reopened from signing returns to signing, and the back end is there too', async ({
  page,
  request,
}) => {
  const borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
  await forceStatus(request, borrower.uuid, 'OFFER_SELECTION', { decision: 'APPROVED', subDecision: 'VERIFIED_OFFER' });
  await actAs(page, borrower);
  await page.goto(`${SITE}/account/heloc/${borrower.uuid}`);

  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select/confirm'));
  await page.getByRole('button', { name: 'Confirm my offer' }).click();

  // The confirm step returns to the origin: the sandbox moved the application back to note signing.
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'signing/intro'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign your loan documents' })).toBeVisible();
  const { applications } = (await (await request.get('/__sandbox/applications')).json()) as {
    applications: { application: { uuid: string; status: { checklistStatus: string } } }[];
  };
  const mine = applications.find((a) => a.application.uuid === borrower.uuid);
  expect(mine?.application.status.checklistStatus).toBe('NOTE_SIGNING');
});
