import { expect, type Page } from '@playwright/test';

/** Collects Content-Security-Policy violations the browser reports on the page. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The page heading has focus and the shell finished loading (footer hours fetched). */
export async function expectPageReady(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Hours (Pacific Time)' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}
