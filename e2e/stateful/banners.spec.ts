import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { watchCsp } from '../test-support/page-checks';
import { startUrl } from '../test-support/registration-journey';

// Banner edits are global sandbox state: this file restores the seeded banners after each test.
const SEEDED = JSON.parse(readFileSync('src/sandbox/seed/banners.json', 'utf8')) as unknown[];

const banner = (uuid: string, message: string, createdAt: string, over: Record<string, unknown> = {}) => ({
  uuid,
  message,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt, updatedAt: createdAt },
  ...over,
});

const OUTAGE = banner(
  '0b7e0000-0000-4000-8000-0000000000a1',
  'Our lender systems are down until 6 PM.',
  '2025-04-03T10:00:00Z',
  {
    variant: 'warn',
  },
);
const NEWS = banner('0b7e0000-0000-4000-8000-0000000000a2', 'New: draw funds from your phone.', '2025-04-02T10:00:00Z');
const OLDER = banner('0b7e0000-0000-4000-8000-0000000000a3', 'An older notice.', '2025-04-01T10:00:00Z');
const INACTIVE = banner('0b7e0000-0000-4000-8000-0000000000a4', 'Not active.', '2025-04-04T10:00:00Z', {
  active: false,
});

test.afterEach(async ({ request }) => {
  const restored = await request.put('/__sandbox/banners', { data: SEEDED });
  expect(restored.status()).toBe(200);
});

test('a lender posts banners: the two newest show, one is dismissed, stays hidden after reload, and returns when updated', async ({
  page,
  request,
}) => {
  test.slow(); // axe over the whole page on a loaded machine
  expect((await request.put('/__sandbox/banners', { data: [OLDER, INACTIVE, NEWS, OUTAGE] })).status()).toBe(200);
  const csp = watchCsp(page);
  await page.goto(startUrl('SANDIA_VISTA_CU'));

  const region = page.getByRole('region', { name: 'Announcements' });
  await expect(region).toBeVisible({ timeout: 20_000 });
  await expect(region.getByRole('paragraph')).toHaveText([
    'Warning: Our lender systems are down until 6 PM.',
    'Information: New: draw funds from your phone.',
  ]);
  await expectNoAxeViolations(page);

  await region.getByRole('button', { name: 'Dismiss announcement' }).first().click();
  // The next newest takes its place.
  await expect(region.getByRole('paragraph')).toHaveText([
    'Information: New: draw funds from your phone.',
    'Information: An older notice.',
  ]);
  const stored = await page.evaluate(() => window.localStorage.getItem('dismissed-banners'));
  expect(Object.keys(JSON.parse(stored ?? '{}') as object)).toEqual([OUTAGE.uuid]);

  await page.reload();
  await expect(region.getByText('New: draw funds from your phone.')).toBeVisible({ timeout: 20_000 });
  await expect(region.getByText('Our lender systems are down until 6 PM.')).toBeHidden();

  // The lender updates the notice after the dismissal: it shows again.
  const later = new Date(Date.now() + 60_000).toISOString();
  const updated = {
    ...OUTAGE,
    message: 'Our lender systems are back at 8 PM.',
    metadata: { ...OUTAGE.metadata, updatedAt: later },
  };
  expect((await request.put('/__sandbox/banners', { data: [OLDER, NEWS, updated] })).status()).toBe(200);
  await page.reload();
  await expect(region.getByText('Our lender systems are back at 8 PM.')).toBeVisible({ timeout: 20_000 });
  expect(csp).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a banner that cannot be dismissed has no dismiss button; one for another app does not show', async ({
    page,
    request,
  }) => {
    const fixed = { ...NEWS, dismissable: false };
    const otherApp = { ...OUTAGE, apps: ['mortgage'] };
    expect((await request.put('/__sandbox/banners', { data: [fixed, otherApp] })).status()).toBe(200);
    await page.goto(startUrl('BLUE_MESA_CU'));
    const region = page.getByRole('region', { name: 'Announcements' });
    await expect(region.getByText('New: draw funds from your phone.')).toBeVisible({ timeout: 20_000 });
    await expect(region.getByRole('button', { name: 'Dismiss announcement' })).toHaveCount(0);
    await expect(page.getByText('Our lender systems are down until 6 PM.')).toBeHidden();
  });
});
