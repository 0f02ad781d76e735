import { expect, test, type Locator, type Page } from '@playwright/test';
import { actAs, applicationPath, screens, screenTitle, URL_OF } from '../test-support/application';
import { answersFor } from '../test-support/borrower-answers';
import { createBrandBorrower } from '../test-support/brand-borrower';
import { fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl } from '../test-support/registration-journey';
import { journeyPath } from '../test-support/registration-path';
import { createBorrower, forceStatus } from '../test-support/sandbox-client';
import { readJson } from '../test-support/read-json';
import { overrideFlags } from '../test-support/feature-flags';
import { conditionFlags } from '../../src/core/application/screen-conditions';

const { label: LAUNCHER } = readJson<{ label: string }>('flows/chat/launcher.json');
const offerCopy = (screens['product/select'] as unknown as { copy: Record<string, string> }).copy;
const offerContinue = offerCopy.continue!;
const SPLIT_FLAG = conditionFlags([screens['product/select']!.options!.splitWhen])[0]!;
const hmdaSubmit = (screens['start/hmda'] as unknown as { submitLabel?: string }).submitLabel ?? 'Continue';
/** The last question of the page's form: the borrower reaches it just before Continue. */
const lastField = (page: Page) => page.getByRole('main').locator('.field').last();

// A dismissable banner on every page, so its close button is checked too (this page only).
const BANNER = {
  uuid: '0b7e0000-0000-4000-8000-0000000000c1',
  message: 'Our phone lines close early on Friday.',
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2025-04-03T10:00:00Z', updatedAt: '2025-04-03T10:00:00Z' },
};

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ page }) => {
  await page.route('**/cdn/banners/*.json', (route) => route.fulfill({ json: [BANNER] }));
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether what the borrower sees at the middle and corners of `target` (inside the window) is the target itself. */
function seenWhole(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ].filter(([, y]) => y! >= 0 && y! <= window.innerHeight);
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
}

/**
 * The chat button covers neither `target` nor anything over it: with the target scrolled into
 * view, with it at the foot of the window (where a floating button sits), and with the page
 * scrolled to its foot.
 */
async function expectUncovered(page: Page, target: Locator, what: string) {
  const launcher = page.getByRole('button', { name: LAUNCHER });
  await expect(launcher).toBeVisible({ timeout: 20_000 });
  await target.scrollIntoViewIfNeeded();
  for (const where of ['in view', 'at the foot of the window']) {
    if (where !== 'in view') await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(overlaps((await target.boundingBox())!, (await launcher.boundingBox())!), `${what}, ${where}`).toBe(false);
    // Polled: a loading status may lie over the page for a moment (the application read again
    // under load); the chat button, which stays, would still fail it.
    await expect.poll(() => seenWhole(target), { message: `${what} seen whole, ${where}` }).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(overlaps((await target.boundingBox())!, (await launcher.boundingBox())!), `${what}, at the foot`).toBe(false);
}

const BRANDS = [
  { orgCode: 'MERIDIAN', state: 'CA' },
  { orgCode: 'GRANITE_TRUST', state: 'MA' },
];

for (const { orgCode, state } of BRANDS) {
  test(`${orgCode} at 390 px: the chat button covers no step's button and no banner's close button`, async ({
    page,
  }) => {
    test.slow(); // every step of the journey on a loaded machine
    const answers = answersFor(state);
    const path = journeyPath(answers, { orgCode });
    await page.goto(startUrl(orgCode));
    const dismiss = page.getByRole('button', { name: 'Dismiss announcement' });
    for (const key of path) {
      await expectStep(page, key, answers, { orgCode });
      await expectUncovered(page, submitButton(page, key), `${key}: its button`);
      await expectUncovered(page, lastField(page), `${key}: its last field`);
      if (key === path[0]) await expectUncovered(page, dismiss, `${key}: the banner's close button`);
      if (key === path.at(-1)) break; // checked, not sent: no account is made
      await fillStep(page, key, answers);
      await submitButton(page, key).click();
    }
  });

  test(`${orgCode} at 390 px: the chat button covers neither the offer page's Continue nor a banner's close button`, async ({
    page,
    request,
  }) => {
    const borrower =
      orgCode === 'MERIDIAN' ? await createBorrower(request, 'CA') : await createBrandBorrower(request, orgCode);
    await actAs(page, borrower);
    await page.goto(`${applicationPath(borrower.uuid)}?org=${orgCode}`);
    await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: screenTitle('product/select') })).toBeVisible();
    await expectUncovered(page, page.getByRole('button', { name: offerContinue }), 'the offer Continue');
    await expectUncovered(
      page,
      page.getByRole('button', { name: 'Dismiss announcement' }),
      "the banner's close button",
    );
  });
}

test('GRANITE_TRUST at 390 px: the chat button covers neither the last question nor Continue of an application form', async ({
  page,
  request,
}) => {
  const borrower = await createBrandBorrower(request, 'GRANITE_TRUST');
  await forceStatus(request, borrower.uuid, 'HMDA');
  await actAs(page, borrower);
  await page.goto(`${applicationPath(borrower.uuid)}?org=GRANITE_TRUST`);
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'start/hmda'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: screenTitle('start/hmda') })).toBeVisible();
  await expectUncovered(page, lastField(page), 'the last question');
  await expectUncovered(page, page.getByRole('button', { name: hmdaSubmit, exact: true }), 'its Continue');
});

test('MERIDIAN at 1024 px: the chat button covers none of the offer summary in the sticky aside', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await overrideFlags(page, { [SPLIT_FLAG]: false });
  const borrower = await createBorrower(request, 'CA');
  await actAs(page, borrower);
  await page.goto(applicationPath(borrower.uuid));
  await expect(page).toHaveURL(URL_OF(borrower.uuid, 'product/select'), { timeout: 20_000 });
  const aside = page.getByRole('complementary', { name: offerCopy.panelHeading });
  // The summary's last figure: the aside, taller than the screen here, scrolls clear of the button.
  const total = aside.getByText(offerCopy.closingCostsTotal!, { exact: true });
  await expectUncovered(page, total, "the summary's closing-cost total");
});
