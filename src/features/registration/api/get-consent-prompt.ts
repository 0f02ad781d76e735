import type { HttpClient } from '@/core/http/http-client';

export type SmsConsentType = 'SMS' | 'SMS_TRANSACTIONAL';

/** GET the consent prompt whose uuid records an SMS opt-in or opt-out. */
export function getConsentPrompt(http: HttpClient, consentType: SmsConsentType) {
  return http<{ uuid: string; consentType: SmsConsentType; text: string }>(
    'GET',
    `/service-comms-prefs/external/api/v1/consent/prompt/${consentType}`,
    { external: true },
  );
}
