import { expect, test, type Page } from '@playwright/test';
import type { BrandManifest } from '../src/generated/types/brand-manifest';
import { PORT } from './test-support/port';
import { brands, DEEP_BRANDS } from './test-support/brands';
import { expectNoAxeViolations } from './test-support/accessibility';
import { watchCsp } from './test-support/page-checks';

test.describe.configure({ mode: 'parallel' });

/**
 * Cheap checks on every brand: its own name, logo, footer and terms label, and no CSP violation,
 * on a shell page; every host prefix answers its lender.
 *
 * Brands are taken in a few groups, each walked in one page: a brand is decided when a document
 * loads, so each brand still gets its own page load, but not its own browser context and cold
 * cache. axe runs on the brands that together show every kind of footer (housing logo, site or
 * brand terms and privacy links, the longest disclaimers) and on the deep brands; the colours
 * every brand draws the shell with are held to WCAG AA by `npm run validate` (contrast check).
 */
const GROUPS = 4;

const axeBrands = new Set<string>([
  ...DEEP_BRANDS,
  ...['equal-housing-lender', 'equal-housing-opportunity'].flatMap(
    (logo) => brands.find((b) => b.footer.housingLogo === logo)?.orgCode ?? [],
  ),
  ...[brands.find((b) => b.footer.termsUrl), brands.find((b) => b.footer.privacyUrl)].flatMap((b) => b?.orgCode ?? []),
  [...brands].sort((a, b) => b.footer.disclaimers.join('').length - a.footer.disclaimers.join('').length)[0]!.orgCode,
]);

async function expectShellOf(page: Page, brand: BrandManifest, csp: string[]): Promise<void> {
  await page.goto(`/terms?org=${brand.orgCode}`);
  await expect(page.getByRole('heading', { level: 1, name: brand.footer.termsLabel })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-org', brand.orgCode);

  const home = page.getByRole('link', { name: `${brand.displayName} home` });
  await expect(home).toContainText(brand.displayName);
  const logo = home.locator('img');
  await expect(logo).toHaveAttribute('src', `/brand-data/logos/${brand.orgCode}.svg`);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `${brand.orgCode}'s logo draws`,
    })
    .toBe(true);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Hours (Pacific Time)' })).toBeVisible();
  await expect(footer.getByRole('link', { name: brand.footer.termsLabel, exact: true })).toHaveAttribute(
    'href',
    brand.footer.termsUrl ?? '/terms',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    brand.footer.privacyUrl ?? '/privacy',
  );
  await expect(footer.getByRole('heading', { name: brand.legalName })).toBeVisible();
  await expect(footer.getByText(`NMLS ID #${brand.company.nmls}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: `Call ${brand.support.phone}` })).toBeVisible();
  const housing =
    brand.footer.housingLogo === 'equal-housing-lender' ? 'Equal Housing Lender' : 'Equal Housing Opportunity';
  await expect(footer.getByRole('img', { name: housing })).toBeVisible();
  for (const disclaimer of brand.footer.disclaimers)
    await expect(footer.getByText(disclaimer, { exact: true })).toBeVisible();

  if (axeBrands.has(brand.orgCode)) await expectNoAxeViolations(page);
  expect(csp, `CSP violations on ${brand.orgCode}`).toEqual([]);
}

for (let group = 0; group < GROUPS; group += 1) {
  const members = brands.filter((_, i) => i % GROUPS === group);
  const names = members.map((b) => b.orgCode);
  test(`shell at ?org= shows each brand's name, logo, footer and terms label: ${names[0]} … ${names.at(-1)} (${members.length} brands)`, async ({
    page,
  }) => {
    test.setTimeout(members.length * 15_000);
    const csp = watchCsp(page);
    for (const brand of members) await test.step(brand.orgCode, () => expectShellOf(page, brand, csp));
  });
}

test('every host prefix of every brand answers its lender', async ({ request }) => {
  const wrong: string[] = [];
  for (const brand of brands)
    for (const prefix of brand.hostPrefixes) {
      const response = await request.get(`/brand-data/hosts/${prefix}.json`);
      const orgCode = response.ok() ? ((await response.json()) as { orgCode?: string }).orgCode : response.status();
      if (orgCode !== brand.orgCode) wrong.push(`${prefix} -> ${String(orgCode)}, not ${brand.orgCode}`);
    }
  expect(wrong).toEqual([]);
});

for (const orgCode of DEEP_BRANDS) {
  test(`${orgCode}: a page opened at each of its host prefixes shows it`, async ({ page }) => {
    const brand = brands.find((b) => b.orgCode === orgCode)!;
    for (const prefix of brand.hostPrefixes) {
      await page.goto(`http://${prefix}.localhost:${PORT}/licenses`);
      await expect(page.getByRole('link', { name: `${brand.displayName} home` })).toBeVisible();
      await expect(page.getByText(`NMLS ID #${brand.company.nmls}`).first()).toBeVisible();
    }
  });
}

test('an unknown org shows the fatal message with the stored error', async ({ page }) => {
  await page.goto('/terms?org=NO_SUCH_LENDER');
  await expect(page.getByRole('alert')).toHaveText(
    'No private label data found: No organization with code NO_SUCH_LENDER.',
  );
});

test('an org parameter that is not an org code is refused without a request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/terms?org=../../etc');
  await expect(page.getByRole('alert')).toContainText('No private label data found');
  expect(requests.filter((p) => p.startsWith('/brand-data/orgs/'))).toEqual([]);
});

test('a host with no lender prefix gets the provider default', async ({ page }) => {
  const provider = brands.find((b) => b.isDefault)!;
  await page.goto(`http://unclaimed-prefix.localhost:${PORT}/privacy`);
  await expect(page.getByRole('link', { name: `${provider.displayName} home` })).toBeVisible();
});
