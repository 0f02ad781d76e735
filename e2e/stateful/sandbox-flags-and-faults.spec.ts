import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../test-support/accessibility';
import { watchCsp } from '../test-support/page-checks';

// These change sandbox state every page shares, so they run after the shared project, one by one.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => {
  await request.post('/__sandbox/reset');
});

test('the maintenance flag closes the HELOC journey but not the legal pages', async ({ page, request }) => {
  const csp = watchCsp(page);
  expect((await request.put('/__sandbox/flags', { data: { 'fe-heloc-maintenance': true } })).ok()).toBe(true);
  await page.goto('/account/heloc/not-accepting-apps?org=MERIDIAN');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeFocused();
  await expect(
    page.getByText(
      'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/terms?org=MERIDIAN');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(csp).toEqual([]);
});

test('when the hours service fails, the footer says to call', async ({ page, request }) => {
  await request.post('/__sandbox/faults', { data: { method: 'GET', path: '/service-operating-hours/*', status: 503 } });
  await page.goto('/terms?org=MERIDIAN');
  await expect(page.getByRole('contentinfo').getByText('Call us for our current hours.')).toBeVisible();
});

test('page views reach the sandbox telemetry', async ({ page, request }) => {
  await page.goto('/privacy?org=MERIDIAN');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect
    .poll(async () => {
      const telemetry = (await (await request.get('/__sandbox/telemetry')).json()) as {
        events: { payload?: { pagePath?: string; event?: string } }[];
      };
      return telemetry.events.map((e) => e.payload?.pagePath);
    })
    .toContain('/privacy');
});
