import { addDays, isRecentTransfer } from '../../core/eligibility/recent-transfer';
import { hashInt } from './hash';
import { emailTags } from './personas';

/** The county's record of the last time a home changed hands, as the title search reads it. */
export interface PropertyRecord {
  /** yyyy-MM-dd. */
  lastTransferDate: string;
  /** A sale, or a title transfer without one (a deed into a trust, to a spouse, by inheritance). */
  transferType: 'PURCHASE' | 'TITLE_TRANSFER';
}

/**
 * Personas whose home changed hands recently, by email tag (as the soft-pull personas):
 * `+recentpurchase` bought it 30 days ago, `+recenttransfer` took title 75 days ago.
 */
export const RECENT_TRANSFER_PERSONAS: Readonly<
  Record<string, { daysAgo: number; type: PropertyRecord['transferType'] }>
> = {
  recentpurchase: { daysAgo: 30, type: 'PURCHASE' },
  recenttransfer: { daysAgo: 75, type: 'TITLE_TRANSFER' },
};

/**
 * The property record of an address on `today` (yyyy-MM-dd). Every other home last sold 2 to 30
 * years ago (from a hash of the address, so the same home keeps its date), never recently.
 */
export function propertyRecord(addressKey: string, email: string, today: string): PropertyRecord {
  const tag = emailTags(email).find((t) => t in RECENT_TRANSFER_PERSONAS);
  if (tag) {
    const persona = RECENT_TRANSFER_PERSONAS[tag]!;
    return { lastTransferDate: addDays(today, -persona.daysAgo), transferType: persona.type };
  }
  const daysAgo = 2 * 365 + hashInt(addressKey, 'last-transfer', 28 * 365);
  return { lastTransferDate: addDays(today, -daysAgo), transferType: 'PURCHASE' };
}

/** Whether the record puts the home inside the 90-day recent-transfer exclusion on `today`. */
export function recentlyTransferred(record: PropertyRecord, today: string): boolean {
  return isRecentTransfer(record.lastTransferDate, today);
}
