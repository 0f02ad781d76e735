import type { PageShot } from './capture';
import {
  flowText,
  interactReady,
  maskPattern,
  type PageEntry,
  readyHeading,
  type ReadySource,
} from '../scripts/screenshots/page-set';

/**
 * One page of the set for one brand, its words looked up in that brand's manifest and the build's
 * flows/: the heading that marks it ready, the loading words to wait out, the condition after its
 * interactions and the run-dependent words to paint over. Shared by `npm run screenshots` and
 * e2e/visual.spec.ts, so both wait for the same things.
 */
export function planShot(entry: PageEntry, source: ReadySource): Omit<PageShot, 'borrower'> {
  return {
    entry,
    orgCode: source.orgCode,
    heading: readyHeading(entry, source),
    loading: entry.loadingGone ? flowText(entry.loadingGone.textFromFlow, source.flows) : undefined,
    afterInteract: interactReady(entry, source),
    masks: (entry.mask ?? []).map((m) => maskPattern(m.textFromFlow, source.flows)),
  };
}

/** Whether the page is taken signed in: with an application (setup.application) or without one (setup.signedIn). */
export function signsIn(entry: PageEntry): boolean {
  return Boolean(entry.setup?.application || entry.setup?.signedIn);
}
