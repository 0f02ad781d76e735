import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
const describe = (results: AxeResults) =>
  results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

/** No axe violation of WCAG 2.0/2.1/2.2 A and AA on the whole page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(describe(results), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * axe over the page content only (main, with any dialog it opened), for the many registration
 * step states; the shell around it is checked once per brand with expectNoAxeViolations.
 */
export async function expectNoAxeViolationsInMain(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').withTags(AXE_TAGS).analyze();
  expect(describe(results), `axe violations in main on ${page.url()}`).toEqual([]);
}
