import type { TelemetryEventInput } from './event-payload';

/** The Core Web Vitals the app reports (web.dev/vitals): loading, responsiveness, visual stability. */
export const REPORTED_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof REPORTED_VITALS)[number];

/** What the measuring library (web-vitals) hands over for one metric. */
export interface VitalMeasure {
  name: VitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** Unique to this metric in this page load: the collector keeps the last value per id. */
  id: string;
  navigationType: string;
}

/** Whether this page load reports its vitals (`random` drawn once per load, 0 to 1). */
export function vitalsSampled(random: number, sampleRate: number): boolean {
  return random < sampleRate;
}

/**
 * The telemetry event for one measure: `web-vital`, on the page the load began on (the vitals
 * measure the document, whatever routes it went through), for the brand. LCP and INP are
 * milliseconds, rounded to whole ones; CLS is a unitless score, kept to four decimals.
 */
export function vitalEvent(measure: VitalMeasure, page: { pagePath: string; orgCode: string }): TelemetryEventInput {
  const value = measure.name === 'CLS' ? Math.round(measure.value * 10_000) / 10_000 : Math.round(measure.value);
  return {
    event: 'web-vital',
    pagePath: page.pagePath,
    eventProperties: {
      metric: measure.name,
      value,
      rating: measure.rating,
      metricId: measure.id,
      navigationType: measure.navigationType,
      orgCode: page.orgCode,
    },
    // A metric may be reported again as it changes (CLS, INP); each report is kept, the last one counts.
    dontDedupe: true,
  };
}
