import { lazy, Suspense } from 'react';
import { useConditions } from './api/get-conditions';

// Most screens of a new application have no condition to show: the panel's code (condition links,
// categories, relative times) loads once the lender has asked for something.
const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

/** The notifications panel under a screen's body, drawn once the application has conditions. */
export function NotificationsSlot({ uuid, screenPath }: { uuid: string; screenPath: string }) {
  const conditions = useConditions(uuid);
  if (!conditions.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsPanel uuid={uuid} screenPath={screenPath} />
    </Suspense>
  );
}
