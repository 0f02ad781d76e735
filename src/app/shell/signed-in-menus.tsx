import { NavLink } from 'react-router';
import { useProfile } from '@/api/get-profile';
import { appsMenuItems, dashboardLinkShown } from '@/core/menu/nav-items';
import { useBrand } from '@/renderer/brand/brand-context';
import copy from '@flows/shell/copy.json';
import LogoutItem from './logout-item';
import { NavMenu, type MenuEntry } from './nav-menu';
import './signed-in-menus.css';

const SUPPORT_PATH = '/account/heloc/register/support';
const SETTINGS_PATH = '/dashboard/settings';

/**
 * The signed-in part of the top navigation, loaded on use: the Apps menu and the profile menu
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
  return (
    <>
      <li>
        <NavMenu label={copy.nav.appsMenu} items={apps} onChoose={onChoose} />
      </li>
      <li>
        <NavMenu label={copy.nav.profileMenu} items={profile} onChoose={onChoose} />
      </li>
    </>
  );
}

/** On the additional signer's pages the Dashboard link shows only to a broker (platform spec, section 2). */
export function SignerDashboardItem({ onNavigate }: { onNavigate: () => void }) {
  const profile = useProfile();
  const shown = dashboardLinkShown({ signedIn: true, onSignerPath: true, isBroker: profile.data?.isBroker === true });
  if (!shown) return null;
  return (
    <li>
      <NavLink to="/dashboard" onClick={onNavigate}>
        {copy.nav.dashboard}
      </NavLink>
    </li>
  );
}
