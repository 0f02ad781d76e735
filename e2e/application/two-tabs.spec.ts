import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screens, screenTitle } from '../test-support/application';
import { PORT } from '../test-support/port';
import { readJson } from '../test-support/read-json';
import { watchCsp } from '../test-support/page-checks';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { sandboxApplication } from '../test-support/sandbox-client';
import { expect, test } from '../test-support/application-fixtures';
import type { Page } from '@playwright/test';
import type { FaultCopy } from '../../src/generated/types/fault-copy';

const copy = (path: string) => (screens[path] as unknown as { copy: Record<string, string> }).copy;
const select = copy('product/select');
const confirm = copy('product/select/confirm');
// A lender the deep specs do not use, reached by its host name (its token is kept on that origin).
const SITE = `http://granitetrust.localhost:${PORT}`;
const faultCopy = readJson<FaultCopy>('flows/faults/copy.json');

/** Picks the first offer at its smallest draw and goes on to the confirm screen. */
async function toConfirm(page: Page, uuid: string): Promise<void> {
  await page.goto(`${SITE}${applicationPath(uuid, 'product/select')}`);
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeFocused({
    timeout: 45_000,
  });
  await page.getByRole('group', { name: select.offersLegend }).getByRole('radio').first().check();
  await page.getByRole('button', { name: select.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select/confirm') })).toBeFocused();
}

test('two tabs on one application: the offer confirmed in one is refused in the other with the words of flows/faults, which then shows where the application is; nothing applied twice', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
  const first = await context.newPage();
  await actAs(first, borrower);
  const second = await context.newPage();
  await actAs(second, borrower);
  const csp = watchCsp(second);
  await toConfirm(first, borrower.uuid);
  await toConfirm(second, borrower.uuid);

  await first.getByRole('button', { name: confirm.confirm }).click();
  await expect(first).not.toHaveURL(/\/product\/select/);
  const after = await sandboxApplication(request, borrower.uuid);
  const moved = after.application.status.checklistStatus;
  expect(moved).not.toBe('OFFER_SELECTION');

  const refused = second.waitForResponse((r) => r.url().endsWith(`/${borrower.uuid}/tasks/select-offer`));
  await second.getByRole('button', { name: confirm.confirm }).click();
  expect((await refused).status()).toBe(409);
  // The second tab now shows the screen the first one reached, with the notice on top.
  const reached = new URL(first.url()).pathname;
  await expect.poll(() => new URL(second.url()).pathname).toBe(reached);
  const notice = second.getByRole('alert');
  await expect(notice).toContainText(faultCopy.staleTask.title);
  await expect(notice).toContainText(faultCopy.staleTask.body);
  await expectNoAxeViolations(second);
  const final = await sandboxApplication(request, borrower.uuid);
  expect(final.application.status.checklistStatus).toBe(moved);
  expect(final.application.auditFields).toEqual(after.application.auditFields);
  expect(csp).toEqual([]);
});
