import type { SandboxDb } from '../db';
import type { PostalAddress } from './lead-portal-store';

/** A direct-mail offer (GET /offercode/{code}). */
export interface OfferCode {
  offerCode: string;
  firstName: string;
  lastName: string;
  inHomeDate: string;
  respondByDate: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** What an affiliate partner hands over (GET /a/external/prepop). */
export interface AffiliatePrepop {
  name: { firstName: string; lastName: string };
  address: PostalAddress;
  dob: string;
  email: string;
  phone: string;
  income: number;
  affiliates: string[];
  abVersion: string;
}

export interface StoredPrepop {
  affiliateId: string;
  token: string;
  data: AffiliatePrepop;
}

export function ensureOfferCode(db: SandboxDb, offer: OfferCode): void {
  db.run('INSERT OR IGNORE INTO offer_codes (code, body) VALUES (?, ?)', [offer.offerCode.toUpperCase(), JSON.stringify(offer)]);
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
  const row = db.get<{ body: string }>('SELECT body FROM affiliate_prepops WHERE affiliate_id = ? AND token = ?', [affiliateId, token]);
  return row && (JSON.parse(row.body) as AffiliatePrepop);
}
