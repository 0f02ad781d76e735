import { expect, test } from '@playwright/test';
import { registerShellBorrower, signedInAs } from '../shell/shell-borrower';

declare global {
  interface Window {
    headingsDrawn?: string[];
  }
}

// /account/heloc/{uuid} names no screen: the app reads the status and goes to the screen it
// names. Routing ended outside the router's transition once, and for a frame the bare address was
// drawn as a path that names no screen: "Page not found", with focus on it for a screen reader.
test('an application opened at its bare address goes to its screen, never through "Page not found"', async ({
  page,
  request,
}) => {
  const borrower = await registerShellBorrower(request, 'MERIDIAN', {
    state: 'CA',
    street1: '12 Main St',
    city: 'San Jose',
    zip: '95112',
  });
  await signedInAs(page, borrower);
  await page.addInitScript(() => {
    const drawn: string[] = (window.headingsDrawn = []);
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1'))
        if (!drawn.includes(h1.textContent ?? '')) drawn.push(h1.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`/account/heloc/${borrower.uuid}?org=MERIDIAN`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${borrower.uuid}/product/select`));
  expect(await page.evaluate(() => window.headingsDrawn)).not.toContain('Page not found');
});
