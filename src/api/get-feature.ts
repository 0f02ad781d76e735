import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import { FLAG_KEY_LIST } from '@/generated/flags/keys';
import { readTrackerId } from '@/core/telemetry/session-key';
import type { OptimizeFeatureRequest } from '@/generated/types/optimize-feature-request';
import type { OptimizeFeatureResponse } from '@/generated/types/optimize-feature-response';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';

const FLAG_KEYS: ReadonlySet<string> = new Set(FLAG_KEY_LIST);

export type UserAttributes = Record<string, string | number | boolean | null>;

/**
 * POST /service-optimize/heloc/api/v1/feature: one flag by key, for a user described by
 * attributes (the brand's orgCode always, and e.g. the property state or isBroker). Only keys of
 * the fixed list are asked for.
 */
export async function getFeature(
  http: HttpClient,
  featureKey: string,
  attributes: UserAttributes,
  trackerId: string | null,
): Promise<OptimizeFeatureResponse> {
  if (!FLAG_KEYS.has(featureKey)) throw new Error(`'${featureKey}' is not in flows/feature-flags.json`);
  const body: OptimizeFeatureRequest = {
    featureKey,
    optimizeUser: { attributes, ...(trackerId ? { trackerId } : {}) },
  };
  return http<OptimizeFeatureResponse>('POST', '/service-optimize/heloc/api/v1/feature', { body });
}

/** How long a flag's answer is used without asking again. */
const FEATURE_STALE_MS = 5 * 60 * 1000;

export function featureQuery(
  http: HttpClient,
  featureKey: string,
  attributes: UserAttributes,
  trackerId: string | null,
) {
  return queryOptions({
    queryKey: ['feature', featureKey, attributes],
    queryFn: () => getFeature(http, featureKey, attributes, trackerId),
    staleTime: FEATURE_STALE_MS,
  });
}

/** Flags asked by key: the keys that are on, and whether any answer is still awaited. */
export interface FeatureStates {
  on: ReadonlySet<string>;
  pending: boolean;
}

/**
 * Some flags by key for this user (the brand's orgCode added to the attributes). A flag whose
 * call failed counts as off; `pending` lets a screen that a flag reshapes wait for the answer
 * instead of drawing the other shape first. One query over the flags' own (each cached under
 * featureQuery's key, so a flag asked again is not asked twice), instead of the query library's
 * many-queries hooks: an application screen then loads no code for them. Flags all in the cache
 * answer at once, with no waiting render.
 */
export function useFeatureStates(featureKeys: readonly string[], attributes: UserAttributes = {}): FeatureStates {
  const brand = useBrand();
  const http = useHttp();
  const queryClient = useQueryClient();
  const all = { ...attributes, orgCode: brand.orgCode };
  const trackerId = readTrackerId(window.localStorage);
  const queries = featureKeys.map((key) => featureQuery(http, key, all, trackerId));
  const { data } = useQuery({
    // Keyed as each flag's own query (featureQuery) is, by its keys and attributes.
    queryKey: ['feature-states', featureKeys, all],
    queryFn: () => Promise.all(queries.map((query) => queryClient.fetchQuery(query).catch(() => undefined))),
    initialData: () => {
      const cached = queries.map((query) => queryClient.getQueryData(query.queryKey));
      return cached.every((answer) => answer !== undefined) ? cached : undefined;
    },
    enabled: featureKeys.length > 0,
    staleTime: FEATURE_STALE_MS,
  });
  return {
    on: new Set((data ?? []).flatMap((answer) => (answer?.enabled ? [answer.featureKey] : []))),
    pending: featureKeys.length > 0 && data === undefined,
  };
}
