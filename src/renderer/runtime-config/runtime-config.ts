import { queryOptions, useQuery } from '@tanstack/react-query';
import { environmentOf, type Environment } from '@/core/env/environment';
import type { RuntimeConfig } from '@/generated/types/runtime-config';
import { loadRuntimeConfig } from './load-runtime-config';

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
