import type { HttpClient } from '@/core/http/http-client';

export interface CommsConsentBody {
  org: string;
  source: string;
  productType: 'HELOC';
  phone: string;
  email: string;
  consents: { consentPromptUuid: string; optInOut: 'OPT_IN' | 'OPT_OUT' }[];
}

export function postCommsConsent(http: HttpClient, body: CommsConsentBody) {
  return http<unknown>('POST', '/service-comms-prefs/secure/api/v1/consent/user', { body });
}
