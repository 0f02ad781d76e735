import { parseIsoDate, toIsoDate, type DateParts } from '../format/date';

/**
 * A home bought, or whose title transferred, within the last 90 days is not eligible for a HELOC
 * or DSCR loan (borrower-journey spec, sections 1 and 9). Ours: "within the last 90 days" counts
 * whole days, so a home that changed hands 90 or more days ago has been held for the full 90
 * days and is eligible; a transfer dated after today (a record not yet settled) is not.
 */
export const RECENT_TRANSFER_DAYS = 90;

const DAY_MS = 86_400_000;

function day(text: string, what: string): DateParts {
  const parts = parseIsoDate(text);
  if (!parts) throw new RangeError(`recentTransfer: ${what} must be yyyy-MM-dd, got ${JSON.stringify(text)}`);
  return parts;
}

/** Whole days from `from` to `to` (both yyyy-MM-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = ({ year, month, day: d }: DateParts) => Date.UTC(year, month - 1, d);
  return Math.round((utc(day(to, 'to')) - utc(day(from, 'from'))) / DAY_MS);
}

/** The date `days` days after `date` (yyyy-MM-dd). */
export function addDays(date: string, days: number): string {
  const { year, month, day: d } = day(date, 'date');
  const moved = new Date(Date.UTC(year, month - 1, d) + days * DAY_MS);
  return toIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Whether a home whose last sale or title transfer was on `transferDate` is still within the 90 days on `today`. */
export function isRecentTransfer(transferDate: string, today: string): boolean {
  return daysBetween(transferDate, today) < RECENT_TRANSFER_DAYS;
}

/** The first day a home that changed hands on `transferDate` is eligible again. */
export function eligibleFrom(transferDate: string): string {
  return addDays(transferDate, RECENT_TRANSFER_DAYS);
}
