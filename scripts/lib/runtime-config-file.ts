import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '../../src/generated/types/runtime-config';
import { createAjv } from './schema-registry';

export const RUNTIME_CONFIG_SCHEMA = 'schemas/deploy/runtime-config.schema.json';

/** What the deploy step is told, as environment variables or flags. */
export interface RuntimeConfigInput {
  environment?: string;
  /** A path on this origin, or empty/absent for none. */
  errorReports?: string;
  vitalsSampleRate?: string;
}

export type RuntimeConfigResult = { config: RuntimeConfig } | { problems: string[] };

/**
 * The deployment's /config.json from what the deploy step is told, checked against its schema
 * (the browser reads it without a validator: this is where it is checked). A problem names the
 * setting and what the schema wants.
 */
export function runtimeConfigFile(root: string, input: RuntimeConfigInput): RuntimeConfigResult {
  const rate = input.vitalsSampleRate?.trim() ? Number(input.vitalsSampleRate) : 0;
  const candidate = {
    environment: input.environment ?? '',
    errorReports: { endpoint: input.errorReports?.trim() ? input.errorReports.trim() : null },
    telemetry: { vitalsSampleRate: rate },
  };
  const schema = JSON.parse(readFileSync(join(root, RUNTIME_CONFIG_SCHEMA), 'utf8')) as Record<string, unknown>;
  const validate = createAjv().compile<RuntimeConfig>(schema);
  if (validate(candidate)) return { config: candidate };
  const problems = (validate.errors ?? []).map((e) => {
    const where = e.instancePath || '/';
    const allowed =
      e.params && 'allowedValues' in e.params ? `: ${(e.params.allowedValues as string[]).join(', ')}` : '';
    return `${where} ${e.message ?? 'is invalid'}${allowed}`;
  });
  return { problems: [...new Set(problems)] };
}
