import type { HttpClient } from '@/core/http/http-client';
import type { CommsConsentRequest } from '@/generated/types/comms-consent-request';

export function postCommsConsent(http: HttpClient, body: CommsConsentRequest) {
  return http<unknown>('POST', '/service-comms-prefs/secure/api/v1/consent/user', { body });
}
