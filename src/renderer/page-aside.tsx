import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The element a page's aside goes into, as the shell provides it. */
export interface AsideSlot {
  /** The shell's ref callback for the aside's element. */
  attach: (element: HTMLElement | null) => void;
  current: () => HTMLElement | null;
  subscribe: (onChange: () => void) => () => void;
}

/**
 * The aside's element, kept outside React state: the shell's element arrives in the commit of its
 * first render, and a state update there would draw the whole page again at once, in one long
 * task (on the adopted first step: 55 to 80 ms at 4x CPU, docs/performance.md 2026-12-07). Only a
 * page's InPageAside reads it.
 */
export function createAsideSlot(): AsideSlot {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    attach(next) {
      if (next === element) return;
      element = next;
      for (const listener of listeners) listener();
    },
    current: () => element,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const NO_SLOT: AsideSlot = { attach: () => {}, current: () => null, subscribe: () => () => {} };

const PageAsideContext = createContext<AsideSlot>(NO_SLOT);

/**
 * The page frame's aside offers a page one place of its own, above the progress panel: the shell
 * provides the element (PageAsideSlot), a page puts one thing there with InPageAside. From 1024 px
 * (the grid of the page frame) it is drawn there, below that in the page where it stands: one
 * instance, moved by a portal, so there is never a second copy for assistive technology, and the
 * page's state (a draw being typed) keeps it up to date wherever it is.
 */
export const PageAsideSlot = PageAsideContext.Provider;

/** The page frame's breakpoint (src/app/styles.css: from 1024 px the 12-column grid). */
export const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Whether the page frame has its aside beside the page (1024 px and wider); false when prerendering. */
export function useWideFrame(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}

/**
 * `children` in the page frame's aside from 1024 px, as a complementary landmark named by
 * `labelledBy` (the id of its heading, as the aside's other parts are named); in place below that,
 * or where the shell has no aside (a widget's own test).
 */
export function InPageAside({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const slots = useContext(PageAsideContext);
  const slot = useSyncExternalStore(slots.subscribe, slots.current, () => null);
  const wide = useWideFrame();
  if (!slot || !wide) return children;
  return createPortal(
    <aside className="page-aside" aria-labelledby={labelledBy}>
      {children}
    </aside>,
    slot,
  );
}
