/** The registration journey in the browser: where it starts, which step is on screen, and walking it. */
import { expect, type Page } from '@playwright/test';
import type { Answers } from './borrower-answers';
import { brand } from './brands';
import { PORT } from './port';
import { fillStep, submitButton } from './registration-form';
import { flow, legacyStepUrl } from './registration-flow';
import { journeyPath, legacyJourneyPath, stepTitle, type JourneyOptions } from './registration-path';

export type Via = 'query' | 'host';

/**
 * The registration URL of a brand: `?org=` (relative to the config's baseURL), or the brand's
 * first host prefix (`http://<prefix>.localhost:PORT`). `path` gives another page, such as the older /register.
 */
export function startUrl(
  orgCode: string,
  params: Record<string, string> = {},
  options: { via?: Via; path?: string } = {},
): string {
  const path = options.path ?? flow.basePath;
  const query = new URLSearchParams(options.via === 'host' ? params : { org: orgCode, ...params }).toString();
  const origin = options.via === 'host' ? `http://${brand(orgCode).hostPrefixes[0]}.localhost:${PORT}` : '';
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

/** The page shows the step: its h1 (words from the flow) has focus. */
export async function expectStep(
  page: Page,
  stepKey: string,
  data: Answers = {},
  options: JourneyOptions = {},
): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: stepTitle(stepKey, data, options), exact: true }),
    // The first step of a cold page load can take a while on a loaded machine.
  ).toBeFocused({ timeout: 20_000 });
}

/**
 * Walks the journey from the step on screen, answering each step and pressing its button, until
 * `until` is on screen (or, without it, through the last step's submit).
 */
export async function walk(
  page: Page,
  answers: Answers,
  options: JourneyOptions & { from?: string; until?: string; legacy?: boolean } = {},
): Promise<void> {
  const path = options.legacy ? legacyJourneyPath(answers, options) : journeyPath(answers, options);
  const start = options.from ? path.indexOf(options.from) : 0;
  for (const key of path.slice(start)) {
    await expectStep(page, key, answers, options);
    if (options.legacy) await expect(page).toHaveURL(legacyStepUrl(key));
    if (key === options.until) return;
    await fillStep(page, key, answers);
    await submitButton(page, key).click();
  }
}

/** The half-filled application kept in the tab (sessionStorage), or null. */
export function storedDraft(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem('heloc-registration'));
}

/**
 * Opens a brand's registration, walks every step but the last, and fills the last one (not sent):
 * where the fault specs arm a fault on the submit's calls. Returns the last step's key.
 */
export async function fillUpToSubmit(page: Page, orgCode: string, answers: Answers): Promise<string> {
  const path = journeyPath(answers, { orgCode });
  const last = path[path.length - 1]!;
  await page.goto(startUrl(orgCode));
  await walk(page, answers, { orgCode, until: last });
  await fillStep(page, last, answers);
  return last;
}
