import type { HttpClient } from '@/core/http/http-client';
import type { OptimizelyProfileResponse } from '@/generated/types/optimizely-profile-response';

const PROFILE = '/service-application/api/v3/application/heloc/optermizerly-profile';

/**
 * Saves the browser's tracker uuid as the signed-in person's experiment profile (GET, then
 * PATCH only when it differs), so their experiment arms follow them to another device.
 */
export async function saveTracker(http: HttpClient, identityUuid: string, trackerUuid: string): Promise<void> {
  const query = { identityUuid };
  const saved = await http<OptimizelyProfileResponse>('GET', PROFILE, { query });
  if (saved.optimizelyProfileUuid === trackerUuid) return;
  await http<OptimizelyProfileResponse>('PATCH', PROFILE, { query, body: { optimizelyProfileUuid: trackerUuid } });
}
