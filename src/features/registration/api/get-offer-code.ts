import type { HttpClient } from '@/core/http/http-client';
import type { OfferCodeResponse } from '@/generated/types/offer-code-response';

export type OfferCodePrefill = OfferCodeResponse;

export function getOfferCode(http: HttpClient, code: string) {
  return http<OfferCodePrefill>('GET', `/offercode/${encodeURIComponent(code)}`, { external: true });
}
