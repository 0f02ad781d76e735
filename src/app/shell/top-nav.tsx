import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { fillTemplate } from '@/core/text/template';
import copy from '@flows/shell/copy.json';
import { useBrand } from '@/renderer/brand/brand-context';
import { localTokenStore } from '../session/token-store';

const LogoutItem = lazy(() => import('./logout-item'));
const FeedbackItem = lazy(() => import('./feedback-item'));

/** Top navigation: brand logo and name, then Contact and Login or Dashboard; collapses below 1024 px. */
export function TopNav() {
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const signedIn = Boolean(localTokenStore.get());
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
            <NavLink to="/contact" onClick={() => setOpen(false)}>
              {copy.nav.contact}
            </NavLink>
          </li>
          {signedIn && brand.menus.feedbackLink && (
            <Suspense>
              <FeedbackItem onOpen={() => setOpen(false)} />
            </Suspense>
          )}
          <li>
            {signedIn ? (
              <NavLink to="/dashboard" onClick={() => setOpen(false)}>
                {copy.nav.dashboard}
              </NavLink>
            ) : (
              <NavLink to="/auth/login" onClick={() => setOpen(false)}>
                {copy.nav.login}
              </NavLink>
            )}
          </li>
          {signedIn && (
            <Suspense>
              <LogoutItem />
            </Suspense>
          )}
        </ul>
      </nav>
    </header>
  );
}
