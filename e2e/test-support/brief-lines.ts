import type { Page } from '@playwright/test';

type Seen = { __briefLinesSeen?: Record<string, boolean> };

/**
 * A line the app shows for a few seconds only (the back-online notice, a toast) is watched from
 * just before the action that brings it: on a busy machine a plain look for it may come after it
 * has already gone. Answers whether an element of the role, with the accessible name (aria-label)
 * when one is given and exactly the text, has been visible at any moment since. The page must not
 * load another document meanwhile.
 */
export async function watchBriefLine(
  page: Page,
  line: { role: string; name?: string; text: string },
): Promise<() => Promise<boolean>> {
  const key = await page.evaluate(({ role, name, text }) => {
    const seen = ((window as Seen).__briefLinesSeen ??= {});
    const id = JSON.stringify([role, name, text]);
    seen[id] = false;
    const shows = (el: Element) =>
      (name === undefined || el.getAttribute('aria-label') === name) &&
      (el.textContent ?? '').replace(/\s+/g, ' ').trim() === text &&
      el.checkVisibility({ visibilityProperty: true });
    const look = () => {
      if (![...document.querySelectorAll(`[role="${role}"]`)].some(shows)) return;
      seen[id] = true;
      observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    look();
    return id;
  }, line);
  return () => page.evaluate((id) => (window as Seen).__briefLinesSeen?.[id] === true, key);
}
