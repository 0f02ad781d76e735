import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { useProfile } from '@/api/get-profile';
import { useIsAgent } from '@/api/get-self-info';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { appsMenuItems, dashboardLinkShown } from '@/core/menu/nav-items';
import { useBrand } from '@/renderer/brand/brand-context';
import copy from '@flows/shell/copy.json';
import { appSession } from '../session/app-session';
import { NavMenu, type MenuEntry, type MenuItemProps } from './nav-menu';
import './signed-in-menus.css';

const SUPPORT_PATH = '/account/heloc/register/support';
const SETTINGS_PATH = '/dashboard/settings';

// What Logout does (the session calls, the leave survey) loads as the profile menu is about to open.
const LogoutAction = lazy(() => import('./logout-action'));

/**
 * Logout or Switch Accounts: one button from the first draw, so the item the borrower has focused
 * stays the same element when its code arrives. Its action loads once the menu is about to open
 * (`wanted`); until it is there the item is busy. A press made while it loads is counted and
 * carried out on arrival, so a quick click is not lost.
 */
function LazyLogoutItem({
  wanted,
  want,
  label = copy.nav.profileItems.logout,
  ...item
}: MenuItemProps & { label?: string; wanted: boolean; want: () => void }) {
  const [requests, setRequests] = useState(0);
  // null until the action's code has arrived and said whether a logout is under way.
  const [busy, setBusy] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        {...item}
        aria-busy={wanted && busy !== false}
        onClick={() => {
          item.onClick();
          setRequests((count) => count + 1);
          want();
        }}
      >
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LogoutAction requests={requests} onBusy={setBusy} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The signed-in part of the top navigation, loaded on use: a line saying a broker or agent is
 * signed in (figureinfo isAgent), the Apps menu and the profile menu
 * (Support, Switch Accounts, Settings, Logout). Switch Accounts ends this session and opens the
 * sign-in page, where another account signs in.
 */
export default function SignedInMenus({ onChoose }: { onChoose?: () => void }) {
  const brand = useBrand();
  const [logoutWanted, setLogoutWanted] = useState(false);
  const want = () => setLogoutWanted(true);
  const apps: MenuEntry[] = appsMenuItems(brand.menus).map((item) => ({
    label: copy.nav.appsItems[item.key],
    to: item.path,
  }));
  const profile: MenuEntry[] = [
    { label: copy.nav.profileItems.support, to: SUPPORT_PATH },
    {
      label: copy.nav.profileItems.switchAccounts,
      render: (props) => (
        <LazyLogoutItem {...props} label={copy.nav.profileItems.switchAccounts} wanted={logoutWanted} want={want} />
      ),
    },
    { label: copy.nav.profileItems.settings, to: SETTINGS_PATH },
    {
      label: copy.nav.profileItems.logout,
      render: (props) => <LazyLogoutItem {...props} wanted={logoutWanted} want={want} />,
    },
  ];
  const agent = useIsAgent(appSession.kinds?.get() ?? null);
  return (
    <>
      {agent && (
        <li className="top-nav__agent">
          <span>{SESSION_SETTINGS.login.copy.agentSignedIn}</span>
        </li>
      )}
      <li>
        <NavMenu label={copy.nav.appsMenu} items={apps} onChoose={onChoose} />
      </li>
      <li>
        <NavMenu label={copy.nav.profileMenu} items={profile} onChoose={onChoose} onPrepare={want} />
      </li>
    </>
  );
}

/**
 * On the additional signer's pages the Dashboard link shows only to a broker (platform spec,
 * section 2): the profile's isBroker, or an agent signed in on the agent path (figureinfo isAgent).
 */
export function SignerDashboardItem({ onNavigate }: { onNavigate: () => void }) {
  const profile = useProfile();
  const agent = useIsAgent(appSession.kinds?.get() ?? null);
  const shown = dashboardLinkShown({
    signedIn: true,
    onSignerPath: true,
    isBroker: profile.data?.isBroker === true || agent,
  });
  if (!shown) return null;
  return (
    <li>
      <NavLink to="/dashboard" onClick={onNavigate}>
        {copy.nav.dashboard}
      </NavLink>
    </li>
  );
}
