/** Operating hours arrive in UTC and are shown in Pacific Time (platform-services.md, section 9). */

import type { Entry } from '@/generated/types/business-hours-week';

/** A day of GET .../open-status's week (schemas/api/business-hours-week.schema.json). */
export type BusinessHoursEntry = Entry;

export interface HoursLine {
  days: string;
  hours: string | null;
}

export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function utcTimeOnDate(reference: Date, hhmm: string): Date {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`Not an HH:mm time: ${hhmm}`);
  const d = new Date(reference);
  d.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  return d;
}

const HOUR = 3_600_000;

/** The UTC instant of 2 AM local time on the n-th Sunday (1-based) of a month (0-based), given the UTC offset in hours in force before it. */
function sundayTwoAm(year: number, month: number, nth: number, offsetHours: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstDay) % 7) + 7 * (nth - 1);
  return Date.UTC(year, month, day, 2) - offsetHours * HOUR;
}

/**
 * The UTC offset of Pacific Time at an instant: daylight time (UTC-7) from the second Sunday of
 * March, 2 AM, to the first Sunday of November, 2 AM (US rules since 2007); else UTC-8.
 */
export function pacificOffsetHours(date: Date): number {
  const year = date.getUTCFullYear();
  const t = date.getTime();
  return t >= sundayTwoAm(year, 2, 2, -8) && t < sundayTwoAm(year, 10, 1, -7) ? -7 : -8;
}

/**
 * "6:00 AM" in Pacific Time, as en-US writes it. Worked out by hand: the first
 * Intl.DateTimeFormat with a time zone loads the zone data, about 16 ms of the main thread on a
 * mid-range phone while the borrower's first page starts (the footer shows these hours).
 */
export function pacificTime(date: Date): string {
  const local = new Date(date.getTime() + pacificOffsetHours(date) * HOUR);
  const hours = local.getUTCHours();
  return `${hours % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Groups consecutive days with the same hours ("Mon–Fri", "6:00 AM – 3:00 PM").
 * `reference` fixes the date whose daylight-saving offset applies, so a frozen clock gives
 * the same text.
 */
export function formatBusinessHours(entries: readonly BusinessHoursEntry[], reference: Date): HoursLine[] {
  const sorted = [...entries].sort((a, b) => a.weekdayValue - b.weekdayValue);
  const lines: { first: number; last: number; hours: string | null }[] = [];
  for (const entry of sorted) {
    const hours = entry.isOpen
      ? `${pacificTime(utcTimeOnDate(reference, entry.startTime))} – ${pacificTime(utcTimeOnDate(reference, entry.endTime))}`
      : null;
    const previous = lines.at(-1);
    if (previous && previous.hours === hours && previous.last === entry.weekdayValue - 1) {
      previous.last = entry.weekdayValue;
    } else {
      lines.push({ first: entry.weekdayValue, last: entry.weekdayValue, hours });
    }
  }
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? DAY_NAMES[first - 1]! : `${DAY_NAMES[first - 1]}–${DAY_NAMES[last - 1]}`,
    hours,
  }));
}
