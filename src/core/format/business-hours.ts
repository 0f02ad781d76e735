/** Operating hours arrive in UTC and are shown in Pacific Time (platform-services.md, section 9). */

export interface BusinessHoursEntry {
  weekday: string;
  /** 1 = Monday ... 7 = Sunday; 6 and 7 are the weekend. */
  weekdayValue: number;
  isOpen: boolean;
  /** HH:mm, UTC. */
  startTime: string;
  endTime: string;
}

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

function pacificTime(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: PACIFIC_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
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
