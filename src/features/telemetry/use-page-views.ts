import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { telemetrySession } from '@/api/telemetry-session';
import { JWT_STORAGE_KEY } from '@/core/http/http-client';
import { identityIdFromJwt } from '@/core/telemetry/event-payload';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { postEvent } from './api/post-event';
import { saveTracker } from './api/save-tracker';

/**
 * Sends a page-view event for every route the borrower sees (kept every time: dontDedupe), a
 * page-leave event with keepalive as the page goes away, and saves the tracker uuid for a
 * signed-in person once per page load. Telemetry never blocks or breaks a page: failures are
 * dropped silently (and nothing personal is logged).
 */
export function usePageViews() {
  const http = useHttp();
  const brand = useBrand();
  const location = useLocation();
  const trackerSaved = useRef(false);

  useEffect(() => {
    telemetrySession(http)
      .then((key) => {
        const identityId = identityIdFromJwt(window.localStorage.getItem(JWT_STORAGE_KEY));
        if (identityId && !trackerSaved.current) {
          trackerSaved.current = true;
          void saveTracker(http, identityId, key.trackerUuid).catch(() => undefined);
        }
        return postEvent(http, key, {
          event: 'page-view',
          eventProperties: { orgCode: brand.orgCode },
          dontDedupe: true,
        });
      })
      .catch(() => undefined);
  }, [http, brand.orgCode, location.pathname, location.search]);

  useEffect(() => {
    // pagehide, not unload: it fires on mobile and with the back-forward cache too.
    const onPageHide = () => {
      telemetrySession(http)
        .then((key) =>
          postEvent(http, key, {
            event: 'page-leave',
            eventProperties: { orgCode: brand.orgCode },
            dontDedupe: true,
          }),
        )
        .catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [http, brand.orgCode]);
}
