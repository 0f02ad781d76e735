import monitoringJson from '@flows/platform/monitoring.json';
import type { MonitoringSettings } from '@/generated/types/monitoring';
import type { ErrorReportRequest } from '@/generated/types/error-report-request';

/** flows/platform/monitoring.json; npm run validate checked it against its schema. */
export const MONITORING = monitoringJson as unknown as MonitoringSettings;

export type ErrorSource = NonNullable<ErrorReportRequest['source']>;

/** The small reporting interface the app codes against; which one runs depends on where. */
export interface ErrorReporter {
  report(error: unknown, source: ErrorSource): void;
}

function nameAndMessage(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { name: 'Error', message: error };
  return { name: 'Error', message: String(error) };
}

/** Network-type errors (flows/platform/monitoring.json ignoredErrors) are not reported. */
export function isIgnoredError(error: unknown, settings: MonitoringSettings = MONITORING): boolean {
  const { name, message } = nameAndMessage(error);
  return settings.ignoredErrors.some(({ match }) => name.includes(match) || message.includes(match));
}

/** Whether this session reports at all (sessionSampleRate; `random` is 0 to 1). */
export function sessionSampled(random: number, settings: MonitoringSettings = MONITORING): boolean {
  return random < settings.sampling.sessionSampleRate;
}

/** Where a report was made: the page's path (never its query), the build's release and the brand. */
export interface ReportPlace {
  pagePath: string;
  release: string;
  orgCode: string;
}

/** The report body: name, message, stack, the page's path, the release and the brand. */
export function errorReport(error: unknown, source: ErrorSource, place: ReportPlace): ErrorReportRequest {
  const { name, message, stack } = nameAndMessage(error);
  return {
    name: name.slice(0, 200),
    message: message.slice(0, 2000),
    ...(stack ? { stack: stack.slice(0, 20000) } : {}),
    pagePath: place.pagePath.slice(0, 2000),
    release: place.release.slice(0, 100),
    orgCode: place.orgCode,
    source,
  };
}

interface ReporterOptions {
  pagePath: () => string;
  release: string;
  orgCode: string;
  /** 0 to 1, drawn once per page load. */
  random: number;
  settings?: MonitoringSettings;
}

/**
 * A reporter that drops ignored errors and unsampled sessions and hands the rest to `send`
 * (the console in development, the sandbox's endpoint in the sandbox). A failing send is
 * swallowed: reporting must never raise an error of its own.
 */
export function createReporter(send: (report: ErrorReportRequest) => unknown, options: ReporterOptions): ErrorReporter {
  const settings = options.settings ?? MONITORING;
  const sampled = sessionSampled(options.random, settings);
  return {
    report(error, source) {
      if (!sampled || isIgnoredError(error, settings)) return;
      try {
        void Promise.resolve(
          send(
            errorReport(error, source, {
              pagePath: options.pagePath(),
              release: options.release,
              orgCode: options.orgCode,
            }),
          ),
        ).catch(() => undefined);
      } catch {
        // see above: never an error from the reporter itself
      }
    },
  };
}

export type ReporterTarget = { kind: 'console' } | { kind: 'endpoint'; endpoint: string } | { kind: 'none' };

/**
 * Development logs to the console; a build posts to the endpoint its runtime configuration
 * names (/config.json errorReports.endpoint), and sends nothing when it names none.
 */
export function reporterTarget(mode: 'development' | 'production', endpoint: string | null): ReporterTarget {
  if (mode === 'development') return { kind: 'console' };
  return endpoint ? { kind: 'endpoint', endpoint } : { kind: 'none' };
}
