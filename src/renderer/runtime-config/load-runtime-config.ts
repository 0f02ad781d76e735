import { FAIL_SAFE_CONFIG, runtimeConfigFrom } from '@/core/env/environment';
import type { RuntimeConfig } from '@/generated/types/runtime-config';

/**
 * Reading /config.json, apart from the query around it (runtime-config.ts): the entry starts the
 * read beside the brand (app/main.tsx), since the first calls wait for it, without loading the
 * query library.
 */

/** Where the web server serves the deployment's runtime configuration (schemas/deploy/runtime-config.schema.json). */
export const RUNTIME_CONFIG_PATH = '/config.json';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function readRuntimeConfig(fetchFn: Fetch): Promise<RuntimeConfig> {
  const response = await fetchFn(RUNTIME_CONFIG_PATH, {
    cache: 'no-cache',
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return FAIL_SAFE_CONFIG;
  return runtimeConfigFrom(await response.json());
}

let loaded: Promise<RuntimeConfig> | null = null;

/**
 * The deployment's runtime configuration, read once per page load. Never rejects: a missing,
 * unreadable or invalid file gives the fail-safe configuration (production, nothing sent).
 */
export function loadRuntimeConfig(fetchFn: Fetch = (input, init) => fetch(input, init)): Promise<RuntimeConfig> {
  loaded ??= readRuntimeConfig(fetchFn).catch(() => FAIL_SAFE_CONFIG);
  return loaded;
}

/** For tests: forget the configuration read, so the next load reads again. */
export function forgetRuntimeConfig(): void {
  loaded = null;
}
