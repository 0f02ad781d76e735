import { environmentFor } from '@/core/env/environment';
import { createReporter, reporterTarget, type ErrorReporter } from '@/core/reporting/error-reporter';
import type { ErrorReportRequest } from '@/generated/types/error-report-request';
import { APP_VERSION } from '@/api/telemetry-session';

/**
 * The app's error reporter: the console in development, the sandbox's endpoint in a build the
 * sandbox serves (local hosts), nothing in production (the monitoring service is the lender's).
 * Installed after first paint; it listens for uncaught errors and rejections.
 */
let installed: ErrorReporter | null = null;

export function installReporter(orgCode: string): ErrorReporter | null {
  if (installed) return installed;
  const target = reporterTarget(
    import.meta.env.DEV ? 'development' : 'production',
    environmentFor(window.location.hostname),
  );
  if (target === 'none') return null;
  const send =
    target === 'console'
      ? (report: ErrorReportRequest) => console.error('[error report]', report)
      : (report: ErrorReportRequest) =>
          fetch('/monitoring/api/v1/error-reports', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-org': orgCode },
            body: JSON.stringify(report),
            keepalive: true,
          });
  const reporter = createReporter(send, {
    pagePath: () => window.location.pathname,
    release: APP_VERSION,
    random: Math.random(),
  });
  window.addEventListener('error', (event) => reporter.report(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) => reporter.report(event.reason, 'unhandledrejection'));
  installed = reporter;
  return reporter;
}
