import { fillTemplate } from '@/core/text/template';
import { platformCopy } from './platform-copy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Beyond 4 weeks a time is shown as its month and day (platform-services section 9). */
const MONTH_AND_DAY_AFTER_MS = 4 * WEEK;

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * How long ago `then` was at `now`: minutes, hours, days, weeks, then the month and day (in
 * `timeZone`, the borrower's by default) beyond 4 weeks. A time in the future reads as just now.
 */
export function relativeTime(then: Date, now: Date, timeZone?: string): string {
  const words = platformCopy.relativeTime;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed > MONTH_AND_DAY_AFTER_MS) {
    const format = timeZone
      ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone })
      : MONTH_DAY;
    return format.format(then);
  }
  const units = [
    [WEEK, words.week, words.weeks],
    [DAY, words.day, words.days],
    [HOUR, words.hour, words.hours],
    [MINUTE, words.minute, words.minutes],
  ] as const;
  for (const [size, one, many] of units) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return fillTemplate(count === 1 ? one : many, { count });
  }
  return words.justNow;
}

/** relativeTime of an ISO 8601 time from the server; null when it is not one, so nothing is shown. */
export function relativeTimeOf(iso: string, now: Date, timeZone?: string): string | null {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? null : relativeTime(new Date(then), now, timeZone);
}
