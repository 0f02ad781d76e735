import type { RuntimeConfig } from '@/generated/types/runtime-config';

export type Environment = 'production' | 'non-production';

/**
 * What a deployment is, from its runtime configuration (/config.json), never from the host
 * name: a staging host is non-production however it is named, and a production host stays
 * production even when reached as localhost. Until the file has been read, or when it could not
 * be, the page is production (the strict rules, nothing sent anywhere).
 */
export function environmentOf(config: RuntimeConfig | undefined): Environment {
  return config && config.environment !== 'production' ? 'non-production' : 'production';
}

/** What a page that cannot read its runtime configuration runs as: production, sending nothing. */
export const FAIL_SAFE_CONFIG: RuntimeConfig = {
  environment: 'production',
  errorReports: { endpoint: null },
  telemetry: { vitalsSampleRate: 0 },
};

const ENVIRONMENTS: readonly unknown[] = ['production', 'staging', 'local'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The runtime configuration from a parsed /config.json. The file is checked against its schema
 * where it is made (scripts/deploy-config.ts renders and validates it at deploy time; the
 * sandbox validates the one a test sets), as brand data is checked at build time: the browser
 * does not load a validator for it (its 2 KB would join the first page's code). It still trusts
 * nothing: a file that is not an object, or names an unknown environment, is production sending
 * nothing, and a setting of the wrong type is left at its fail-safe value.
 */
export function runtimeConfigFrom(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !ENVIRONMENTS.includes(value.environment)) return FAIL_SAFE_CONFIG;
  const reports = isRecord(value.errorReports) ? value.errorReports : {};
  const telemetry = isRecord(value.telemetry) ? value.telemetry : {};
  const rate = telemetry.vitalsSampleRate;
  return {
    environment: value.environment as RuntimeConfig['environment'],
    errorReports: { endpoint: isSafeEndpoint(reports.endpoint) ? reports.endpoint : null },
    telemetry: { vitalsSampleRate: typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 0 },
  };
}

/** A path on this origin, as the schema's pattern allows; never a URL or a //host. */
function isSafeEndpoint(value: unknown): value is string {
  return typeof value === 'string' && /^\/[^/\\]/.test(value);
}

/** Today as yyyy-MM-dd in the borrower's time zone (age rules take it as data). */
export function isoToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Set by the build (vite.config.ts `define`): the git commit the bundle was built from. */
declare const __APP_RELEASE__: string | undefined;

/**
 * This build's release: the git commit it was built from, stamped at build time. Error reports
 * and telemetry sessions carry it, and the build's source maps (dist-sourcemaps/) are named by
 * it. Outside a build (unit tests) it is 'development'. Here rather than in a module of its own:
 * the telemetry session and the error reporter share it, and alone it was a 93-byte chunk of the
 * first load.
 */
export const RELEASE: string = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'development';
