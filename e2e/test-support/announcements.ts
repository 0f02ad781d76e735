import type { Page } from '@playwright/test';

type Recorded = Window & { announced?: string[] };

/**
 * Records every text the page's live status regions are given, from before its scripts run:
 * announcements are cleared 300 ms after they are made (so a repeat is read again), too soon to
 * be found on the page afterwards.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as Recorded).announced = heard;
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const text = node?.closest('[role="status"]')?.textContent?.trim();
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What the page has announced so far. */
export function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Recorded).announced ?? []);
}
