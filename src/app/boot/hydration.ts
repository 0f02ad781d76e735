import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page's first render adopts prerendered markup (hydrateRoot, and the prerender
 * itself). While it does, the parts that differ by brand, session or flags draw nothing, so the
 * markup built for the default brand matches the browser's first render; they draw once the page
 * is hydrated. On every other start (and on every page after the first) there is nothing to wait for.
 */
let hydrating = false;
/** The prerender's render: the markup it draws is inert until the entry makes it live (early-input.ts). */
let prerendering = false;
/** Called before the browser's render that must match prerendered markup (hydrateRoot). */
export function beginHydration(): void {
  hydrating = true;
}

/** Called by the prerender before it draws the page. */
export function beginPrerender(): void {
  hydrating = true;
  prerendering = true;
}

/** Whether this render draws the prerendered picture, which stays inert until the entry runs. */
export const drawingPicture = (): boolean => prerendering;

/**
 * False during a hydrating first render (and the prerender), true from the commit after it on.
 * The parts it lets in are drawn in a transition: outside one, an update from an effect renders
 * without yielding, in one long task (docs/performance.md, 2026-12-07).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
