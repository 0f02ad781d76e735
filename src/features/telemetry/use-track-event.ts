import { useCallback } from 'react';
import { useHttp } from '@/renderer/http/http-context';
import { postEvent, type TelemetryEvent } from './api/post-event';
import { readSessionKey } from './session-storage';

/**
 * Sends one event (e.g. the status-route event of every routing) in the session the page views
 * opened. Telemetry never blocks or breaks a page: without a session, or on failure, it is dropped.
 */
export function useTrackEvent(): (event: TelemetryEvent) => void {
  const http = useHttp();
  return useCallback(
    (event: TelemetryEvent) => {
      const key = readSessionKey(window.localStorage);
      if (key) postEvent(http, key, event).catch(() => undefined);
    },
    [http],
  );
}
