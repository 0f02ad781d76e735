import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import copy from '@flows/shell/copy.json';
import { usePageViews } from '@/features/telemetry/use-page-views';
import { useWebVitals } from '@/features/telemetry/use-web-vitals';
import { createAsideSlot, PageAsideSlot, WIDE_QUERY } from '@/renderer/page-aside';
import { ChatSlot } from '../chat-slot';
import { afterFirstPaint } from '../boot/after-first-paint';
import { drawingPicture, useHydrated } from '../boot/hydration';
import { Footer } from './footer';
import { PageLoading } from './page-loading';
import { PageBannerSlot, usePageBanners } from './page-banners';
import type { ExtrasSlot } from './platform-extras';
import { TopNav } from './top-nav';
import { TrustBox } from './trust-box';

// The loan officer card and the progress panel: after first paint, never part of the first load.
const PlatformExtras = lazy(() => import('./platform-extras'));

function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // In a transition, as useHydrated's: the parts it lets in are drawn in slices, not one long task.
  useEffect(() => afterFirstPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/**
 * A new page opens at its top, as a page loaded from the server would; going back or forward
 * (POP) leaves the browser's own scroll restoration alone, and a #fragment is the page's to
 * scroll to (the conditions list moves to the linked card itself).
 */
function useScrollToTopOnNavigate(): void {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [key, type, hash]); // a navigation (a new location key), not the page's own re-renders
}

/**
 * The page shell: top navigation and the loan officer bar, then the page frame (the page, banners
 * first, beside the aside: trust box, the page's own part (the offer summary), progress panel,
 * loan officer card), the chat
 * launcher, the footer. The header bar, the frame and the footer share one centred container.
 */
/**
 * From 1024 px the aside is sticky and scrolls on its own when taller than the screen
 * (styles.css): a tab stop there, so a keyboard scrolls it too. Set on the element, not through
 * React state, so the adopted first step is not drawn a second time to add it.
 */
function tabStopWhenWide(side: HTMLDivElement | null): (() => void) | undefined {
  if (!side || typeof window.matchMedia !== 'function') return;
  const wide = window.matchMedia(WIDE_QUERY);
  const apply = () => {
    if (wide.matches) side.tabIndex = 0;
    else side.removeAttribute('tabindex');
  };
  apply();
  wide.addEventListener('change', apply);
  return () => wide.removeEventListener('change', apply);
}

export function ShellLayout() {
  usePageViews();
  useScrollToTopOnNavigate();
  const painted = usePainted();
  // A prerendered first step (boot/hydration.ts) is adopted, not redrawn; the lender's own parts
  // (top bar, footer) come once it is the app's. The prerender draws it inert, and the entry
  // makes it live (boot/early-input.ts): the browser's render never draws it inert.
  const hydrated = useHydrated();
  // Real borrowers' speed, measured from their first use of the page.
  useWebVitals();
  const { pathname } = useLocation();
  const banners = usePageBanners(pathname);
  // Where a page's InPageAside draws from 1024 px: the element, once the shell first commits.
  const [asideSlot] = useState(createAsideSlot);
  const extras = (slot: ExtrasSlot) =>
    painted && (
      <Suspense>
        <PlatformExtras slot={slot} />
      </Suspense>
    );
  return (
    <div className="shell" inert={!hydrated && drawingPicture()}>
      <a className="skip-link" href="#main">
        {copy.skipLink}
      </a>
      <TopNav painted={painted} hydrated={hydrated} />
      {extras('top')}
      <div className="shell__body">
        <main id="main" className="main">
          {/* The banners and the page arrive together, in place of the loading line: nothing drawn moves. */}
          {banners.settled ? (
            <>
              <PageBannerSlot banners={banners.banners} pathname={pathname} />
              <PageAsideSlot value={asideSlot}>
                <Outlet />
              </PageAsideSlot>
            </>
          ) : (
            <PageLoading />
          )}
        </main>
        {/* The aside's column is there from the first paint: what arrives later moves nothing sideways. */}
        {/* From 1024 px it is sticky and scrolls on its own when taller than the screen (styles.css): a tab stop then, so a keyboard scrolls it too. */}
        <div className="shell__side" ref={tabStopWhenWide}>
          <TrustBox />
          <div className="shell__page-aside" ref={asideSlot.attach} />
          {extras('side')}
        </div>
      </div>
      {extras('after')}
      <div className="shell__chat">
        <ChatSlot />
      </div>
      {hydrated && <Footer />}
    </div>
  );
}
