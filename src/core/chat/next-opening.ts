import { pacificOffsetHours, pacificTime, type BusinessHoursEntry } from '../format/business-hours';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The next time the department opens after `now`, reading the week in UTC (as the hours service
 * sends it); null when it is never open.
 */
export function nextOpening(week: readonly BusinessHoursEntry[], now: Date): Date | null {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let best: number | null = null;
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = midnight + offset * DAY;
    const isoDay = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    for (const entry of week) {
      if (!entry.isOpen || entry.weekdayValue !== isoDay) continue;
      const start = day + minutesOf(entry.startTime) * MINUTE;
      if (start > now.getTime() && (best === null || start < best)) best = start;
    }
    if (best !== null) break;
  }
  return best === null ? null : new Date(best);
}

/** "Monday at 6:00 AM": the weekday and time in Pacific Time, as the footer shows hours. */
export function pacificWhen(date: Date): string {
  const local = new Date(date.getTime() + pacificOffsetHours(date) * 3_600_000);
  return `${WEEKDAY_NAMES[local.getUTCDay()]} at ${pacificTime(date)}`;
}
