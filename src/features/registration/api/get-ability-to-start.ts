import type { HttpClient } from '@/core/http/http-client';

export interface AbilityToStart {
  canStartApplication: boolean;
  organizationsWithActiveApplication: string[];
  activeApplication?: { uuid: string; isInquiry: boolean; receivedHelocWithin45Days: boolean };
}

export function getAbilityToStart(http: HttpClient) {
  return http<AbilityToStart>('GET', '/service-search/api/v1/profiles/actions/verify-ability-to-start-application');
}
