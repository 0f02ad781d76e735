import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { applicationUuidInPath } from '@/core/application/screen-path';
import { dashboardLinkShown, feedbackLinkShown, isSignerPath } from '@/core/menu/nav-items';
import { PAGES } from '@/core/navigation/pages';
import { fillTemplate } from '@/core/text/template';
import copy from '@flows/shell/copy.json';
import { useBrand } from '@/renderer/brand/brand-context';
import { localTokenStore } from '../session/token-store';
import './top-nav.css';

// Signed in only, so an anonymous first load does without them.
const SignedInMenus = lazy(() => import('./signed-in-menus'));
const SignerDashboardItem = lazy(() => import('./signed-in-menus').then((m) => ({ default: m.SignerDashboardItem })));
const FeedbackItem = lazy(() => import('./feedback-item'));
// Below 1024 px the progress side panel is an item of this list; after first paint, on an application's pages.
const ProgressPanel = lazy(() => import('@/features/application/progress-panel'));
// While the phone's sheet is open: the page behind inert and Tab kept inside; asked for on the Menu button's first touch.
const loadSheetModal = () => import('./menu-sheet-modal');
const MenuSheetModal = lazy(loadSheetModal);
const preloadSheetModal = () => void loadSheetModal();

/**
 * Top navigation: brand logo and name, then Contact, Feedback, Login or Dashboard, and when signed
 * in the Apps and profile menus; collapses behind the Menu button below 1024 px, where it opens
 * as a sheet over the page below the bar, with a Close button, large rows and focus kept inside.
 */
export function TopNav({ painted, hydrated = true }: { painted: boolean; hydrated?: boolean }) {
  const brand = useBrand();
  // The mobile list is open on the page it was opened on: any page change closes it in that very
  // render, whichever link or menu item led there, so the new page is not drawn behind an open sheet.
  const { pathname, key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const setOpen = (value: boolean) => setOpenAt(value ? locationKey : null);
  const menuId = useId();
  const signedIn = Boolean(localTokenStore.get());
  const onSignerPath = isSignerPath(pathname, PAGES.signer.under);
  const applicationUuid = signedIn ? applicationUuidInPath(pathname) : null;
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const closeSheet = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };
  // Escape (one no menu inside took) closes the sheet, focus back on the Menu button.
  const onSheetKeyDown = (event: KeyboardEvent) => {
    if (!open || event.defaultPrevented || event.key !== 'Escape') return;
    event.preventDefault();
    closeSheet(true);
  };
  // Opened, the sheet takes focus on its Close button, its first control.
  useEffect(() => {
    if (open) sheet.current?.querySelector<HTMLElement>('.top-nav__close')?.focus();
  }, [open]);
  // Prerendered for any lender (boot/hydration.ts): the bar keeps its height, empty until hydrated.
  if (!hydrated)
    return (
      <header className="top-nav">
        <div className="top-nav__bar" />
      </header>
    );
  return (
    <header className={open ? 'top-nav top-nav--open' : 'top-nav'}>
      <nav aria-label={copy.nav.landmark} className="top-nav__bar" onKeyDown={onSheetKeyDown}>
        <Link
          to="/dashboard"
          className="top-nav__brand"
          aria-label={fillTemplate(copy.nav.homeLink, { displayName: brand.displayName })}
        >
          <img src={brand.logoUrl} alt="" width={160} height={40} className="top-nav__logo" />
          <span className="top-nav__name">{brand.displayName}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="top-nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          onPointerDown={preloadSheetModal}
          onFocus={preloadSheetModal}
        >
          {copy.nav.menuButton}
        </button>
        <div id={menuId} ref={sheet} className="top-nav__sheet" data-open={open}>
          <button type="button" className="top-nav__close" onClick={() => closeSheet(true)}>
            <svg className="top-nav__close-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {copy.nav.menuClose}
          </button>
          <ul className="top-nav__links" data-open={open}>
            <li>
              <NavLink to="/contact" onClick={close}>
                {copy.nav.contact}
              </NavLink>
            </li>
            {feedbackLinkShown({ signedIn, feedbackLink: brand.menus.feedbackLink }) && (
              <Suspense>
                <FeedbackItem onOpen={close} />
              </Suspense>
            )}
            {!signedIn && (
              <li>
                <NavLink to="/auth/login" onClick={close}>
                  {copy.nav.login}
                </NavLink>
              </li>
            )}
            {dashboardLinkShown({ signedIn, onSignerPath, isBroker: false }) && (
              <li>
                <NavLink to="/dashboard" onClick={close}>
                  {copy.nav.dashboard}
                </NavLink>
              </li>
            )}
            {painted && applicationUuid && (
              <Suspense>
                <ProgressPanel uuid={applicationUuid} placement="nav" />
              </Suspense>
            )}
            {signedIn && (
              <Suspense>
                {onSignerPath && <SignerDashboardItem onNavigate={close} />}
                <SignedInMenus />
              </Suspense>
            )}
          </ul>
        </div>
      </nav>
      {open && (
        <Suspense>
          <MenuSheetModal sheet={sheet} close={closeSheet} />
        </Suspense>
      )}
    </header>
  );
}
