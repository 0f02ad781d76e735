import { NavLink } from 'react-router';
import { useProfile } from '@/api/get-profile';
import { useIsAgent } from '@/api/get-self-info';
import { SESSION_SETTINGS } from '@/core/session/session-settings';
import { appsMenuItems, dashboardLinkShown } from '@/core/menu/nav-items';
import { useBrand } from '@/renderer/brand/brand-context';
import copy from '@flows/shell/copy.json';
import { appSession } from '../session/app-session';
import LogoutItem from './logout-item';
import { NavMenu, type MenuEntry } from './nav-menu';
import './signed-in-menus.css';

const SUPPORT_PATH = '/account/heloc/register/support';
const SETTINGS_PATH = '/dashboard/settings';

/**
 * The signed-in part of the top navigation, loaded on use: a line saying a broker or agent is
 * signed in (figureinfo isAgent), the Apps menu and the profile menu
 * (Support, Switch Accounts, Settings, Logout). Switch Accounts ends this session and opens the
 * sign-in page, where another account signs in.
 */
export default function SignedInMenus({ onChoose }: { onChoose?: () => void }) {
  const brand = useBrand();
  const apps: MenuEntry[] = appsMenuItems(brand.menus).map((item) => ({
    label: copy.nav.appsItems[item.key],
    to: item.path,
  }));
  const profile: MenuEntry[] = [
    { label: copy.nav.profileItems.support, to: SUPPORT_PATH },
    {
      label: copy.nav.profileItems.switchAccounts,
      render: (props) => <LogoutItem {...props} label={copy.nav.profileItems.switchAccounts} />,
    },
    { label: copy.nav.profileItems.settings, to: SETTINGS_PATH },
    { label: copy.nav.profileItems.logout, render: (props) => <LogoutItem {...props} /> },
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
        <NavMenu label={copy.nav.profileMenu} items={profile} onChoose={onChoose} />
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
