import { useCallback } from 'react';
import { telemetrySession } from '@/api/telemetry-session';
import type { TelemetryEventInput } from '@/core/telemetry/event-payload';
import { useHttp } from '@/renderer/http/http-context';
import { postEvent } from './api/post-event';

/**
 * Sends one event (e.g. the status-route event of every routing) in the page load's session.
 * Telemetry never blocks or breaks a page: it runs in the background, and without a session or
 * on failure the event is dropped.
 */
export function useTrackEvent(): (event: TelemetryEventInput) => void {
  const http = useHttp();
  return useCallback(
    (event: TelemetryEventInput) => {
      void telemetrySession(http)
        .then((key) => postEvent(http, key, event))
        .catch(() => undefined);
    },
    [http],
  );
}
