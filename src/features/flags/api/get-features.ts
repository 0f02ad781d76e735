import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { keepKnownFlags, type Flags } from '../flag-keys';

interface FeaturesResponse {
  features: { key: string; enabled: boolean; variables?: Record<string, unknown> }[];
}

async function getFeatures(http: HttpClient, orgCode: string, trackerId: string | null): Promise<Flags> {
  const response = await http<FeaturesResponse>('POST', '/service-optimize/heloc/api/v1/features', {
    body: { optimizeUser: { attributes: { orgCode }, ...(trackerId ? { trackerId } : {}) } },
  });
  return keepKnownFlags(response.features);
}

export function featuresQuery(http: HttpClient, orgCode: string, trackerId: string | null) {
  return queryOptions({
    queryKey: ['features', orgCode],
    queryFn: () => getFeatures(http, orgCode, trackerId),
    staleTime: 5 * 60 * 1000,
  });
}

export function useFeatures() {
  const brand = useBrand();
  return useQuery(featuresQuery(useHttp(), brand.orgCode, null));
}

/** A flag's value; false while loading or when the call failed. */
export function useFlag(key: string): boolean {
  return useFeatures().data?.[key]?.enabled ?? false;
}
