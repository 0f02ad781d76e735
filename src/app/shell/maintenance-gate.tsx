import { useDeferredValue } from 'react';
import { Link, Outlet } from 'react-router';
import copy from '@flows/shell/copy.json';
import { useFeatures } from '@/features/flags/api/get-features';
import { PageHeading } from '@/renderer/page-heading';
import { PageLoading } from './page-loading';

export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/** The HELOC journey is closed while the maintenance flag is on; legal pages stay open. */
export function MaintenanceGate() {
  const features = useFeatures();
  // The flags' arrival is a store update React must render at once; the page it lets through is
  // drawn as a deferred (interruptible) render instead, so a long page never blocks a tap. Flags
  // already at hand draw the page at once (a hydrated first step: boot/hydration.ts).
  const pending = useDeferredValue(features.isPending, features.isPending);
  if (pending) return <PageLoading />;
  if (features.data?.[MAINTENANCE_FLAG]?.enabled) {
    return (
      <div className="maintenance">
        <PageHeading title={copy.maintenance.title} />
        <p>{copy.maintenance.message}</p>
        <p>
          <Link to="/dashboard">{copy.maintenance.dashboardLink}</Link>
        </p>
      </div>
    );
  }
  return <Outlet />;
}
