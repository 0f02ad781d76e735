import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { postEvent } from './api/post-event';
import { postSession, TELEMETRY_LIB_VERSION, type SessionKey } from './api/post-session';
import { readSessionKey, writeSessionKey } from './session-storage';

/**
 * Sends a page-view event for every route the borrower sees. Telemetry never blocks or breaks
 * a page: failures are dropped silently (and nothing personal is logged).
 */
export function usePageViews(appVersion: string) {
  const http = useHttp();
  const brand = useBrand();
  const location = useLocation();
  const session = useRef<Promise<SessionKey> | null>(null);

  useEffect(() => {
    const storage = window.localStorage;
    session.current ??= (async () => {
      const stored = readSessionKey(storage);
      if (stored) return stored;
      const key = await postSession(http, {
        platform: 'WEB',
        libVersion: TELEMETRY_LIB_VERSION,
        referrer: document.referrer,
        queryParams: Object.fromEntries(new URLSearchParams(window.location.search)),
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
        windowWidth: window.innerWidth,
        windowHeight: window.innerHeight,
        appVersion,
      });
      writeSessionKey(storage, key);
      return key;
    })();
    const queryParams = Object.fromEntries(new URLSearchParams(location.search));
    session.current
      .then((key) =>
        postEvent(http, key, {
          event: 'page-view',
          pagePath: location.pathname,
          queryParams,
          eventProperties: { orgCode: brand.orgCode },
        }),
      )
      .catch(() => undefined);
  }, [http, brand.orgCode, location.pathname, location.search, appVersion]);
}
