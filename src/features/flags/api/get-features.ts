import { queryOptions, useQuery } from '@tanstack/react-query';
import { flagsOrManifest } from '@/core/flags/flags-or-manifest';
import type { HttpClient } from '@/core/http/http-client';
import { readTrackerId } from '@/core/telemetry/session-key';
import type { OptimizeFeaturesRequest } from '@/generated/types/optimize-features-request';
import type { OptimizeFeaturesResponse } from '@/generated/types/optimize-features-response';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { keepKnownFlags, type Flags } from '../flag-keys';

/**
 * POST /service-optimize/heloc/api/v1/features: the fixed list for this user. Asked as the app
 * starts, before any telemetry session of this page load: the tracker id goes along when the
 * browser kept one (telemetry_trackerUuid), and is left out on a first visit, never sent null.
 */
async function getFeatures(http: HttpClient, orgCode: string, trackerId: string | null): Promise<Flags> {
  const body: OptimizeFeaturesRequest = {
    optimizeUser: { attributes: { orgCode }, ...(trackerId ? { trackerId } : {}) },
  };
  const response = await http<OptimizeFeaturesResponse>('POST', '/service-optimize/heloc/api/v1/features', { body });
  return keepKnownFlags(response.features);
}

/** The brand fields the flags depend on: its org code, and its manifest's flags for when the call fails. */
type FlagsBrand = { orgCode: string; flags?: Readonly<Record<string, boolean | undefined>> };

/** The flags, retried; after the last failed try, the manifest's (core flagsOrManifest), never none. */
export function featuresQuery(http: HttpClient, brand: FlagsBrand, storage: Pick<Storage, 'getItem'>) {
  return queryOptions({
    queryKey: ['features', brand.orgCode],
    queryFn: () => flagsOrManifest(() => getFeatures(http, brand.orgCode, readTrackerId(storage)), brand.flags),
    staleTime: 5 * 60 * 1000,
  });
}

export function useFeatures() {
  const brand = useBrand();
  return useQuery(featuresQuery(useHttp(), brand, window.localStorage));
}

/** A flag's value; false while loading (after a failed call, the manifest's). */
export function useFlag(key: string): boolean {
  return useFeatures().data?.[key]?.enabled ?? false;
}
