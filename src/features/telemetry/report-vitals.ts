import { telemetrySession } from '@/api/telemetry-session';
import type { HttpClient } from '@/core/http/http-client';
import { vitalEvent, vitalsSampled, type VitalMeasure } from '@/core/telemetry/vitals';
import { postEvent } from './api/post-event';

interface VitalsOptions {
  http: HttpClient;
  orgCode: string;
  /** The runtime configuration's telemetry.vitalsSampleRate. */
  sampleRate: number;
  random?: number;
}

let started = false;

/**
 * Measures this page load's Core Web Vitals with the web-vitals library, loaded only now (on the
 * borrower's first use of the page, never with its first code) and only for a sampled load, and sends
 * each as a `web-vital` telemetry event with its page and brand. The library reports LCP and
 * CLS from buffered entries, so starting late loses nothing, and a final value as the page is
 * hidden (the event is sent with keepalive). Once per page load; failures are dropped, as for
 * all telemetry.
 */
export function reportVitals({ http, orgCode, sampleRate, random = Math.random() }: VitalsOptions): void {
  if (started || !vitalsSampled(random, sampleRate)) return;
  started = true;
  const page = { pagePath: window.location.pathname, orgCode };
  const send = (measure: VitalMeasure) =>
    void telemetrySession(http)
      .then((key) => postEvent(http, key, vitalEvent(measure, page)))
      .catch(() => undefined);
  void import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      onLCP(send);
      onINP(send);
      onCLS(send);
    })
    .catch(() => undefined);
}
