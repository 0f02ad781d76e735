import { DashboardPage, SettingsPage } from '@/features/session/dashboard-page';
import { appSession } from '../session/app-session';
import { useCoDeederReload } from '../session/co-deeder-reload';

/** /dashboard */
export function DashboardRoute() {
  useCoDeederReload();
  return <DashboardPage session={appSession} />;
}

/** /dashboard/settings */
export function SettingsRoute() {
  useCoDeederReload();
  return <SettingsPage session={appSession} />;
}
