import { expect, test } from '@playwright/test';
import { PORT } from './test-support/port';
import { brands } from './test-support/brands';
import { expectNoAxeViolations } from './test-support/accessibility';
import { expectPageReady, watchCsp } from './test-support/page-checks';

// Cheap checks on every brand: its own name, logo, footer and terms label, no CSP violation and
// no axe violation on a shell page.
for (const brand of brands) {
  test(`${brand.orgCode}: shell at ?org= shows its name, logo, footer and terms label`, async ({ page }) => {
    const csp = watchCsp(page);
    await page.goto(`/terms?org=${brand.orgCode}`);
    await expectPageReady(page, brand.footer.termsLabel);

    const home = page.getByRole('link', { name: `${brand.displayName} home` });
    await expect(home).toContainText(brand.displayName);
    const logo = home.locator('img');
    await expect(logo).toHaveAttribute('src', `/brand-data/logos/${brand.orgCode}.svg`);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const footer = page.getByRole('contentinfo');
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

    await expectNoAxeViolations(page);
    expect(csp).toEqual([]);
  });

  test(`${brand.orgCode}: every host prefix resolves to it`, async ({ page }) => {
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
