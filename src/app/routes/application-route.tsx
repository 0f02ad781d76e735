import { useParams } from 'react-router';
import { isApplicationUuid } from '@/core/application/screen-path';
import type { RouteEvent } from '@/core/status/application-routing';
import { ApplicationJourney } from '@/features/application/application-journey';
import { useTrackEvent } from '@/features/telemetry/use-track-event';
import { reloadWithoutToken } from '../session/co-deeder-reload';
import { NotFoundPage } from '../shell/not-found-page';

/**
 * /account/heloc/:uuid/*: the application's screens. A uuid that is not 8-4-4-4-12 hexadecimal
 * is not found (borrower-journey.md section 5); routing events go to telemetry, and a CO_DEEDER
 * profile has its token removed and the page reloaded.
 */
export function ApplicationRoute() {
  const { uuid } = useParams();
  const track = useTrackEvent();
  if (!isApplicationUuid(uuid)) return <NotFoundPage />;
  return (
    <ApplicationJourney
      key={uuid}
      uuid={uuid}
      onRouteEvent={(event: RouteEvent) =>
        // A routing is the application's own event (APP); one per destination and page.
        track({ ...event, eventType: 'APP', dedupeProperty: 'to' })
      }
      onCoDeeder={reloadWithoutToken}
      notFound={<NotFoundPage />}
    />
  );
}
