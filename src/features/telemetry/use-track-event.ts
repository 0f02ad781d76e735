import { useCallback } from 'react';
import { useHttp } from '@/renderer/http/http-context';
import { postEvent, type TelemetryEvent } from './api/post-event';
import type { SessionKey } from './api/post-session';
import { readSessionKey } from './session-storage';

/** How long an event waits for the session the page views open (on a first visit it is still being created). */
const SESSION_WAIT_MS = 5000;
const SESSION_POLL_MS = 200;

async function sessionKey(storage: Storage): Promise<SessionKey | null> {
  for (let waited = 0; waited <= SESSION_WAIT_MS; waited += SESSION_POLL_MS) {
    const key = readSessionKey(storage);
    if (key) return key;
    await new Promise((resolve) => setTimeout(resolve, SESSION_POLL_MS));
  }
  return null;
}

/**
 * Sends one event (e.g. the status-route event of every routing) in the session the page views
 * open. Telemetry never blocks or breaks a page: it runs in the background, and without a session
 * or on failure the event is dropped.
 */
export function useTrackEvent(): (event: TelemetryEvent) => void {
  const http = useHttp();
  return useCallback(
    (event: TelemetryEvent) => {
      void sessionKey(window.localStorage)
        .then((key) => key && postEvent(http, key, event))
        .catch(() => undefined);
    },
    [http],
  );
}
