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

/**
 * The runtime configuration from a parsed /config.json, checked by `validate` (the schema's
 * precompiled validator); anything else gives the fail-safe configuration.
 */
export function runtimeConfigFrom(value: unknown, validate: (data: unknown) => data is RuntimeConfig): RuntimeConfig {
  return validate(value) ? value : FAIL_SAFE_CONFIG;
}

/** Today as yyyy-MM-dd in the borrower's time zone (age rules take it as data). */
export function isoToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
