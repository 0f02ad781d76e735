import { flowForm } from '@/core/form/flow-forms';
import type { HttpClient } from '@/core/http/http-client';
import { retry } from '@/core/http/retry';
import type { ConsentRequest } from '@/generated/types/consent-request';
import { getProfileConsentTypes } from './api/get-consent-types';

/** The consent type of the waitlist's consent to be contacted, as the profile consent-types call lists it. */
export const WAITLIST_CONSENT_TYPE = 'WAITLIST';

/** The exact words of the waitlist's consent: its checkbox label in flows/forms/waitlist.json. */
export function waitlistConsentWords(): string {
  const ui = flowForm('waitlist').uiSchema as Record<string, { 'ui:title'?: string } | undefined>;
  const words = ui['consent']?.['ui:title'];
  if (!words) throw new Error('flows/forms/waitlist.json: the consent field has no label');
  return words;
}

/**
 * The waitlist consent as sent (type, current version, words, page), to be kept as a consent
 * record like registration's. The version is read when the borrower joins (a read: retried).
 */
export async function waitlistConsentRecord(http: HttpClient, page: string): Promise<ConsentRequest> {
  const types = await retry(() => getProfileConsentTypes(http));
  const entry = types.find((t) => t.type === WAITLIST_CONSENT_TYPE);
  if (!entry) throw new Error(`The profile consent-types list has no ${WAITLIST_CONSENT_TYPE}`);
  return { type: WAITLIST_CONSENT_TYPE, version: entry.version, text: waitlistConsentWords(), page };
}
