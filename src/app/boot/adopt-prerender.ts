/**
 * A page prerendered at build time (scripts/prerender.ts: the first registration step, drawn by
 * the app itself for the default brand) is adopted by React (hydrateRoot) when the browser's
 * first render would draw the same markup: same lender, same address, an anonymous borrower
 * with nothing typed yet, and the flags that let the step show. Otherwise the app draws anew
 * beside it and takes its place (prerender-swap.ts).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

export interface PrerenderedPage {
  /** The lender the markup was drawn for. */
  orgCode: string;
  /** The address it was drawn at. */
  path: string;
}

/** The prerendered page #root holds, if any. */
export function prerenderedPage(root: HTMLElement): PrerenderedPage | null {
  const orgCode = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const path = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  return orgCode && path ? { orgCode, path } : null;
}

/** What the browser's first render depends on, read before it. */
export interface FirstRenderState {
  orgCode: string;
  pathname: string;
  /** A landing link's parameters are read (and dropped) before the step draws. */
  landing: boolean;
  /** A required loan officer is checked before the step draws. */
  loanOfficerRequired: boolean;
  signedIn: boolean;
  /** Answers kept in the tab fill the step's fields. */
  hasDraft: boolean;
  /** The flags that decide whether the step shows at all. */
  stepShown: boolean;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether the first render draws exactly the prerendered markup. */
export function adoptable(page: PrerenderedPage, state: FirstRenderState): boolean {
  return (
    page.orgCode === state.orgCode &&
    withoutTrailingSlash(page.path) === withoutTrailingSlash(state.pathname) &&
    !state.landing &&
    !state.loanOfficerRequired &&
    !state.signedIn &&
    !state.hasDraft &&
    state.stepShown
  );
}
