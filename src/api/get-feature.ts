import { queryOptions, useQueries } from '@tanstack/react-query';
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

/** Flags asked by key: the keys that are on, and whether any answer is still awaited. */
export interface FeatureStates {
  on: ReadonlySet<string>;
  pending: boolean;
}

/**
 * Some flags by key for this user (the brand's orgCode added to the attributes). A flag whose
 * call failed counts as off; `pending` lets a screen that a flag reshapes wait for the answer
 * instead of drawing the other shape first.
 */
export function useFeatureStates(featureKeys: readonly string[], attributes: UserAttributes = {}): FeatureStates {
  const brand = useBrand();
  const http = useHttp();
  const all = { ...attributes, orgCode: brand.orgCode };
  const trackerId = readTrackerId(window.localStorage);
  const results = useQueries({ queries: featureKeys.map((key) => featureQuery(http, key, all, trackerId)) });
  return {
    on: new Set(results.flatMap((result) => (result.data?.enabled ? [result.data.featureKey] : []))),
    pending: results.some((result) => result.isPending),
  };
}

/** Some flags by key for this user: the keys that are on. A flag still loading or whose call failed counts as off. */
export function useFeaturesByKey(featureKeys: readonly string[], attributes: UserAttributes = {}): ReadonlySet<string> {
  return useFeatureStates(featureKeys, attributes).on;
}
