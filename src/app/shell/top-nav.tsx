import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { applicationUuidInPath } from '@/core/application/screen-path';
import { dashboardLinkShown, feedbackLinkShown, isSignerPath } from '@/core/menu/nav-items';
import { PAGES } from '@/core/navigation/pages';
import { fillTemplate } from '@/core/text/template';
import copy from '@flows/shell/copy.json';
import { useBrand } from '@/renderer/brand/brand-context';
import { localTokenStore } from '../session/token-store';

// Signed in only, so an anonymous first load does without them.
const SignedInMenus = lazy(() => import('./signed-in-menus'));
const SignerDashboardItem = lazy(() => import('./signed-in-menus').then((m) => ({ default: m.SignerDashboardItem })));
const FeedbackItem = lazy(() => import('./feedback-item'));
// Below 1024 px the progress side panel is an item of this list; after first paint, on an application's pages.
const ProgressPanel = lazy(() => import('@/features/application/progress-panel'));

/**
 * Top navigation: brand logo and name, then Contact, Feedback, Login or Dashboard, and when signed
 * in the Apps and profile menus; collapses behind the Menu button below 1024 px.
 */
export function TopNav({ painted, hydrated = true }: { painted: boolean; hydrated?: boolean }) {
  const brand = useBrand();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const signedIn = Boolean(localTokenStore.get());
  const onSignerPath = isSignerPath(pathname, PAGES.signer.under);
  const applicationUuid = signedIn ? applicationUuidInPath(pathname) : null;
  const close = () => setOpen(false);
  // The mobile list closes on every page change, whichever link or menu item led there.
  const { key: locationKey } = useLocation();
  useEffect(() => setOpen(false), [locationKey]);
  // Prerendered for any lender (boot/hydration.ts): the bar keeps its height, empty until hydrated.
  if (!hydrated)
    return (
      <header className="top-nav">
        <div className="top-nav__bar" />
      </header>
    );
  return (
    <header className="top-nav">
      <nav aria-label={copy.nav.landmark} className="top-nav__bar">
        <Link
          to="/dashboard"
          className="top-nav__brand"
          aria-label={fillTemplate(copy.nav.homeLink, { displayName: brand.displayName })}
        >
          <img src={brand.logoUrl} alt="" width={160} height={40} className="top-nav__logo" />
          <span className="top-nav__name">{brand.displayName}</span>
        </Link>
        <button
          type="button"
          className="top-nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {copy.nav.menuButton}
        </button>
        <ul id={menuId} className="top-nav__links" data-open={open}>
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
      </nav>
    </header>
  );
}
