import { expect, test, type Locator } from '@playwright/test';
import type { ApplicationCopy } from '../../src/generated/types/application-copy';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { actAs, applicationPath, screenTitle, URL_OF } from '../test-support/application';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { watchCsp } from '../test-support/page-checks';
import { readJson } from '../test-support/read-json';
import { forceStatus } from '../test-support/sandbox-client';

// Two lenders serving the Boston property of createBrandBorrower, not among the suite's deep three.
const DESKTOP_ORG = 'HUDSON_RIDGE_SAVINGS';
const PHONE_ORG = 'LANTERN_BAY_CU';

const panelCopy = readJson<{ label: string; upcoming: string }>('flows/shell/progress-panel.json');
const bar = readJson<ApplicationCopy>('flows/application/copy.json').stepBar;
const stageText = (step: number, label: string) =>
  bar.stage.replace('{step}', String(step)).replace('{steps}', '8').replace('{label}', label);

test.describe.configure({ timeout: 120_000 });

/** The step list of a panel: the current step marked for assistive technology, the others said in words. */
async function expectSteps(panel: Locator, current: number, label: string): Promise<void> {
  const steps = panel.getByRole('list', { name: bar.label }).getByRole('listitem');
  await expect(steps).toHaveCount(8);
  await expect(steps.nth(current - 1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(current - 1)).toContainText(label);
  await expect(panel.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(steps.first()).toContainText(bar.completed);
  await expect(steps.last()).toContainText(panelCopy.upcoming);
}

test('on desktop the progress side panel beside the page shows the stage, and follows the status', async ({
  page,
  request,
}) => {
  test.slow(); // axe over the whole page on a loaded machine
  const csp = watchCsp(page);
  const borrower = await createBrandBorrower(request, DESKTOP_ORG);
  await actAs(page, borrower);
  await page.goto(`${applicationPath(borrower.uuid)}?org=${DESKTOP_ORG}`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible({
    timeout: 20_000,
  });

  const panel = page.getByRole('complementary', { name: panelCopy.label });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText(stageText(2, 'Select Offer'));
  await expectSteps(panel, 2, 'Select Offer');
  // The Menu button and its list are for phones only.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expectNoAxeViolations(page);

  // Later in the journey (the status routes to notary/intro) the panel says so.
  await forceStatus(request, borrower.uuid, 'NOTARY_DISCLOSURE');
  await page.goto(`${applicationPath(borrower.uuid)}?org=${DESKTOP_ORG}`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'notary/intro'), { timeout: 30_000 });
  await expect(panel).toContainText(stageText(7, 'Talk to eNotary'), { timeout: 20_000 });
  await expectSteps(panel, 7, 'Talk to eNotary');
  expect(csp).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the progress panel is an item of the mobile navigation', async ({ page, request }) => {
    test.slow(); // axe over the whole page on a loaded machine
    const csp = watchCsp(page);
    const borrower = await createBrandBorrower(request, PHONE_ORG);
    await forceStatus(request, borrower.uuid, 'NOTARY_DISCLOSURE', { manualNotary: true });
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${PHONE_ORG}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, 'notary/intro'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('notary/intro') })).toBeVisible({
      timeout: 20_000,
    });

    // Not beside the page on a phone; inside the navigation, behind the Menu button.
    await expect(page.getByRole('complementary', { name: panelCopy.label })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('heading', { name: panelCopy.label })).toBeHidden();
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const item = nav.getByRole('listitem').filter({ has: page.getByRole('heading', { name: panelCopy.label }) });
    await expect(item).toBeVisible({ timeout: 20_000 });
    // status.manualNotary names step 7.
    await expect(item).toContainText(stageText(7, 'Schedule Notary Session'));
    await expectSteps(item, 7, 'Schedule Notary Session');
    await expectNoAxeViolations(page);
    expect(csp).toEqual([]);
  });
});
