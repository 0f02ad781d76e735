import type { HttpClient } from '@/core/http/http-client';
import type { AbilityToStartResponse } from '@/generated/types/ability-to-start-response';

export type AbilityToStart = AbilityToStartResponse;

export function getAbilityToStart(http: HttpClient) {
  return http<AbilityToStart>('GET', '/service-search/api/v1/profiles/actions/verify-ability-to-start-application');
}
