import type { HttpClient } from '@/core/http/http-client';
import type { CommsConsentRequest } from '@/generated/types/comms-consent-request';

export type CommsConsentBody = CommsConsentRequest;

export function postCommsConsent(http: HttpClient, body: CommsConsentBody) {
  return http<unknown>('POST', '/service-comms-prefs/secure/api/v1/consent/user', { body });
}
