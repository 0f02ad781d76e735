import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
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

export function featureQuery(
  http: HttpClient,
  featureKey: string,
  attributes: UserAttributes,
  trackerId: string | null,
) {
  return queryOptions({
    queryKey: ['feature', featureKey, attributes],
    queryFn: () => getFeature(http, featureKey, attributes, trackerId),
    staleTime: 5 * 60 * 1000,
  });
}

/** The flags asked for: the keys that are on, and whether every call has answered (or failed). */
export interface FeaturesByKey {
  on: ReadonlySet<string>;
  settled: boolean;
}

/**
 * Some flags by key for this user (the brand's orgCode added to the attributes): the keys that
 * are on, and whether all have answered. A flag still loading or whose call failed counts as off.
 */
export function useFeaturesByKeyState(featureKeys: readonly string[], attributes: UserAttributes = {}): FeaturesByKey {
  const brand = useBrand();
  const http = useHttp();
  const all = { ...attributes, orgCode: brand.orgCode };
  const trackerId = readTrackerId(window.localStorage);
  const results = useQueries({ queries: featureKeys.map((key) => featureQuery(http, key, all, trackerId)) });
  return {
    on: new Set(results.flatMap((result) => (result.data?.enabled ? [result.data.featureKey] : []))),
    settled: results.every((result) => !result.isPending),
  };
}

/** The keys of these flags that are on for this user; loading or failed counts as off. */
export function useFeaturesByKey(featureKeys: readonly string[], attributes: UserAttributes = {}): ReadonlySet<string> {
  return useFeaturesByKeyState(featureKeys, attributes).on;
}

/**
 * One flag by key for this user: true or false once answered, undefined while it loads (a
 * failed call counts as off). For a screen that must not guess while the answer is on its way.
 * Not asked at all while `enabled` is false (a screen that names no flag).
 */
export function useFeatureByKey(
  featureKey: string,
  attributes: UserAttributes = {},
  enabled = true,
): boolean | undefined {
  const brand = useBrand();
  const http = useHttp();
  const trackerId = readTrackerId(window.localStorage);
  const query = featureQuery(http, featureKey, { ...attributes, orgCode: brand.orgCode }, trackerId);
  const result = useQuery({ ...query, enabled });
  if (result.isPending) return undefined;
  return result.data?.enabled ?? false;
}
