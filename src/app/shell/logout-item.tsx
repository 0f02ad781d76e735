import copy from '@flows/shell/copy.json';
import { useLogout } from '@/features/session/use-logout';
import { appSession } from '../session/app-session';
import type { MenuItemProps } from './nav-menu';

/** The profile menu's Logout, for a signed-in borrower only: its own chunk, so an anonymous first load does without it. */
export default function LogoutItem({
  ref,
  onClick,
  label = copy.nav.profileItems.logout,
  ...item
}: MenuItemProps & { label?: string }) {
  const { logout, isPending } = useLogout(appSession);
  return (
    <button
      type="button"
      {...item}
      ref={ref}
      aria-busy={isPending}
      onClick={() => {
        onClick();
        void logout();
      }}
    >
      {label}
    </button>
  );
}
