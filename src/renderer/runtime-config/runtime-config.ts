import { queryOptions, useQuery } from '@tanstack/react-query';
import { environmentOf, FAIL_SAFE_CONFIG, runtimeConfigFrom, type Environment } from '@/core/env/environment';
import type { RuntimeConfig } from '@/generated/types/runtime-config';

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

export const runtimeConfigQuery = queryOptions({
  queryKey: ['runtime-config'],
  queryFn: () => loadRuntimeConfig(),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The runtime configuration once read; undefined until then. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useQuery(runtimeConfigQuery).data;
}

/** production or non-production, from the runtime configuration (production until it is read). */
export function useEnvironment(): Environment {
  return environmentOf(useRuntimeConfig());
}
