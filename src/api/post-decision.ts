import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import { catalogue } from '@/core/platform/platform-copy';
import type { OptimizeDecisionRequest } from '@/generated/types/optimize-decision-request';
import type { OptimizeDecisionResponse } from '@/generated/types/optimize-decision-response';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { telemetrySession } from './telemetry-session';

/** The spec's error when the decision call has no session to take the tracker id from (section 8). */
export const NO_SESSION_MESSAGE = catalogue.couldNotEstablishSession;

type Decision = Extract<OptimizeDecisionResponse, { featureKey: string }>;

/**
 * POST /service-optimize/heloc/api/v2/decision for one key: the optimize user carries the
 * tracker id of the telemetry session (never null), so a browser keeps its variation.
 */
export async function postDecision(
  http: HttpClient,
  featureKey: string,
  attributes: Record<string, string | number | boolean | null>,
): Promise<Decision> {
  let trackerId: string;
  try {
    trackerId = (await telemetrySession(http)).trackerUuid;
  } catch {
    throw new Error(NO_SESSION_MESSAGE);
  }
  const body: OptimizeDecisionRequest = { featureKey, optimizeUser: { attributes, trackerId } };
  return http<Decision>('POST', '/service-optimize/heloc/api/v2/decision', { body });
}

export function decisionQuery(http: HttpClient, featureKey: string, orgCode: string) {
  return queryOptions({
    queryKey: ['decision', featureKey, orgCode],
    queryFn: () => postDecision(http, featureKey, { orgCode }),
    staleTime: Infinity,
  });
}

/** A decision for one key (a flag or an experiment); `enabled` false skips the call. */
export function useDecision(featureKey: string | undefined) {
  const brand = useBrand();
  const http = useHttp();
  return useQuery({ ...decisionQuery(http, featureKey ?? '', brand.orgCode), enabled: featureKey !== undefined });
}
