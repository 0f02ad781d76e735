import type { AffiliatePrepopResponse } from '@/generated/types/affiliate-prepop-response';
import type { OfferCodeResponse } from '@/generated/types/offer-code-response';
import type { SandboxDb } from '../db';

/** A direct-mail offer (GET /offercode/{code}). */
export type OfferCode = OfferCodeResponse;

/** What an affiliate partner hands over (GET /a/external/prepop). */
export type AffiliatePrepop = AffiliatePrepopResponse;

export interface StoredPrepop {
  affiliateId: string;
  token: string;
  data: AffiliatePrepop;
}

export function ensureOfferCode(db: SandboxDb, offer: OfferCode): void {
  db.run('INSERT OR IGNORE INTO offer_codes (code, body) VALUES (?, ?)', [
    offer.offerCode.toUpperCase(),
    JSON.stringify(offer),
  ]);
}

/** Codes are printed on paper and typed back in any case. */
export function getOfferCode(db: SandboxDb, code: string): OfferCode | undefined {
  const row = db.get<{ body: string }>('SELECT body FROM offer_codes WHERE code = ?', [code.toUpperCase()]);
  return row && (JSON.parse(row.body) as OfferCode);
}

export function ensurePrepop(db: SandboxDb, prepop: StoredPrepop): void {
  db.run('INSERT OR IGNORE INTO affiliate_prepops (affiliate_id, token, body) VALUES (?, ?, ?)', [
    prepop.affiliateId,
    prepop.token,
    JSON.stringify(prepop.data),
  ]);
}

export function getPrepop(db: SandboxDb, affiliateId: string, token: string): AffiliatePrepop | undefined {
  const row = db.get<{ body: string }>('SELECT body FROM affiliate_prepops WHERE affiliate_id = ? AND token = ?', [
    affiliateId,
    token,
  ]);
  return row && (JSON.parse(row.body) as AffiliatePrepop);
}
