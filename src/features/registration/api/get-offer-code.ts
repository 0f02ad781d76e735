import type { HttpClient } from '@/core/http/http-client';

export interface OfferCodePrefill {
  firstName: string;
  lastName: string;
  inHomeDate?: string;
  respondByDate?: string;
  offerCode: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export function getOfferCode(http: HttpClient, code: string) {
  return http<OfferCodePrefill>('GET', `/offercode/${encodeURIComponent(code)}`, { external: true });
}
