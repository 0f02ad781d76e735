import copy from '@flows/shell/copy.json';
import { useLogout } from '@/features/session/use-logout';
import { appSession } from '../session/app-session';

/** The top bar's Logout, for a signed-in borrower only: its own chunk, so an anonymous first load does without it. */
export default function LogoutItem() {
  const { logout, isPending } = useLogout(appSession);
  return (
    <li>
      <button type="button" className="top-nav__logout" aria-busy={isPending} onClick={() => void logout()}>
        {copy.nav.profileItems.logout}
      </button>
    </li>
  );
}
