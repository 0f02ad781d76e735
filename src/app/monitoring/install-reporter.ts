import { RELEASE } from '@/core/env/environment';
import { createReporter, reporterTarget, type ErrorReporter } from '@/core/reporting/error-reporter';
import type { ErrorReportRequest } from '@/generated/types/error-report-request';
import { loadRuntimeConfig } from '@/renderer/runtime-config/runtime-config';

/**
 * The app's error reporter: the console in development; in a build, the endpoint the
 * deployment's runtime configuration names (/config.json errorReports.endpoint), or nothing
 * when it names none. Loaded on the first uncaught error (report-on-first-error.ts); it then
 * listens for later ones itself.
 */
let installed: Promise<ErrorReporter | null> | null = null;

export function installReporter(orgCode: string): Promise<ErrorReporter | null> {
  installed ??= loadRuntimeConfig().then((config) => {
    const target = reporterTarget(import.meta.env.DEV ? 'development' : 'production', config.errorReports.endpoint);
    if (target.kind === 'none') return null;
    const send =
      target.kind === 'console'
        ? (report: ErrorReportRequest) => console.error('[error report]', report)
        : (report: ErrorReportRequest) =>
            fetch(target.endpoint, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-org': orgCode },
              body: JSON.stringify(report),
              keepalive: true,
              // A path on this origin (the schema's pattern), passed on to the error service; no cookies.
              credentials: 'omit',
            });
    const reporter = createReporter(send, {
      pagePath: () => window.location.pathname,
      release: RELEASE,
      orgCode,
      random: Math.random(),
    });
    window.addEventListener('error', (event) => reporter.report(event.error ?? event.message, 'error'));
    window.addEventListener('unhandledrejection', (event) => reporter.report(event.reason, 'unhandledrejection'));
    return reporter;
  });
  return installed;
}
