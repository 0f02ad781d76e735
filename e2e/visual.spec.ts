import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONTEXT_OPTIONS, FIXED_TIME, VIEWPORT_NAMES, VIEWPORTS } from '../scripts/screenshots/capture-settings';
import { showPage } from '../e2e-screenshots/capture';
import type { PageServer } from '../e2e-screenshots/page-setup';
import { createBorrowerMaker } from '../e2e-screenshots/gallery-borrower';
import { createFlowReader, loadPageSet, pageSetPath } from '../scripts/screenshots/page-set';
import { planShot, signsIn } from '../e2e-screenshots/shot-plan';
import { loadFlagKeys } from '../scripts/screenshots/brand-list';
import { brand } from './test-support/brands';
import { PORT } from './test-support/port';

/**
 * Pixel baselines of each page kind a borrower meets (issue 27): the terms page and footer, a
 * registration step with its errors, the same step under a published banner, sign-in, the
 * dashboard with and without an application, offer selection and an application screen with its
 * aside, at the phone and desktop sizes of `npm run screenshots`, for the provider and two
 * partners. The pages, their setup and what marks them ready are the screenshot tool's
 * (scripts/screenshots/page-set.json, loaded and waited for by the same code), so the gallery and
 * these baselines show the same thing; what the run decides (loan numbers, dates) is masked by
 * the page set. After an intended change: `npm run build && npx playwright test e2e/visual.spec.ts
 * --update-snapshots`, then review the new PNGs in the diff like any other change.
 */
const BRANDS = ['MERIDIAN', 'CEDAR_VALLEY_FCU', 'GRANITE_TRUST'];
const VISUAL_PAGES = [
  'terms',
  'footer',
  'registration-errors',
  'banner',
  'sign-in',
  'dashboard',
  'dashboard-empty',
  'application-offers',
  'application-income',
];

const root = process.cwd();
const pages = loadPageSet(root, pageSetPath(root), loadFlagKeys(root)).pages.filter((p) =>
  VISUAL_PAGES.includes(p.key),
);
const flows = createFlowReader(root);

/**
 * The e2e server as the screenshot tool's server: sandbox calls go through the test's request
 * context. Its sandbox is shared by specs running side by side, so a page's published banners
 * are served to this page alone instead of published.
 */
function e2eServer(page: Page, request: APIRequestContext): PageServer & Parameters<typeof createBorrowerMaker>[0] {
  const answer = async (method: string, path: string, response: Awaited<ReturnType<APIRequestContext['fetch']>>) => {
    if (!response.ok())
      throw new Error(
        `${method} ${path.split('?')[0]} answered ${response.status()}: ${(await response.text()).slice(0, 200)}`,
      );
  };
  return {
    origin: `http://localhost:${PORT}`,
    async control(method, path, body) {
      if (method === 'PUT' && path === '/__sandbox/banners') {
        await page.route('**/cdn/banners/*.json', (route) => route.fulfill({ json: body }));
        return;
      }
      const response = await request.fetch(path, { method, data: body });
      await answer(method, path, response);
    },
    async call(method, path, body, headers = {}) {
      const response = await request.fetch(path, { method, data: body, headers });
      await answer(method, path, response);
      return (await response.json()) as never;
    },
  };
}

for (const viewport of VIEWPORT_NAMES) {
  test.describe(viewport, () => {
    test.use({ ...CONTEXT_OPTIONS, ...VIEWPORTS[viewport] });

    // The lender's banners are posted content that changes any day (e2e/stateful/banners.spec.ts
    // checks them): only the page that publishes its own shows one.
    test.beforeEach(async ({ page }) => {
      await page.route('**/cdn/banners/*.json', (route) => route.fulfill({ json: [] }));
      await page.clock.setFixedTime(FIXED_TIME);
    });

    for (const orgCode of BRANDS) {
      for (const entry of pages) {
        test(`${orgCode} ${entry.key} looks as approved`, async ({ page, request }) => {
          const server = e2eServer(page, request);
          const manifest = brand(orgCode);
          const plan = planShot(entry, { manifest, orgCode, flows });
          // One borrower per brand, page and width: both widths of a run must not register one email twice.
          const borrowers = createBorrowerMaker(server);
          const borrower = signsIn(entry)
            ? await borrowers(manifest, `${entry.key}-${viewport}`, entry.setup?.application ?? null)
            : undefined;
          const undo = await showPage(page, server, { ...plan, borrower });
          try {
            const options = {
              animations: 'disabled',
              caret: 'hide',
              mask: plan.masks?.map((pattern) => page.getByText(pattern)),
            } as const;
            const name = `${orgCode}-${entry.key}-${viewport}.png`;
            if (entry.clip === 'footer') await expect(page.getByRole('contentinfo')).toHaveScreenshot(name, options);
            else await expect(page).toHaveScreenshot(name, { ...options, fullPage: entry.clip === 'full' });
          } finally {
            for (const step of undo.reverse()) await step();
          }
        });
      }
    }
  });
}
