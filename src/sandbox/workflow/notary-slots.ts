import type { NotarySlotsResponse } from '@/generated/types/notary-slots-response';
/** In-person notary times the sandbox offers: three a day, the next 5 business days (UTC). */
const SLOT_HOURS_UTC = [15, 18, 21];
const SLOT_MINUTES = 60;
export const NOTARY_SLOT_MS = SLOT_MINUTES * 60_000;
const BUSINESS_DAYS = 5;
export const NOTARY_FEE = 300;

export type NotarySlot = NotarySlotsResponse['slots'][number];

export function notarySlots(now: Date): NotarySlot[] {
  const slots: NotarySlot[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let found = 0;
  while (found < BUSINESS_DAYS) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    found += 1;
    for (const hour of SLOT_HOURS_UTC) {
      const start = new Date(day.getTime() + hour * 3_600_000);
      const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
      const id = `${start.toISOString().slice(0, 10).replaceAll('-', '')}-${String(hour).padStart(2, '0')}00`;
      slots.push({ id, start: start.toISOString(), end: end.toISOString() });
    }
  }
  return slots;
}
