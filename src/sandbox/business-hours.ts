import type { FieldError } from './http-error';
import { WEEKDAYS, type BusinessHoursEntry } from './stores/hours-store';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Whether the department is open at `at`, reading the week in UTC. An end at or before the
 * start runs past midnight into the next day (Sunday's into Monday's), so overnight shifts
 * work without splitting them in two.
 */
export function isOpenAt(week: readonly BusinessHoursEntry[], at: Date): boolean {
  const isoDay = ((at.getUTCDay() + 6) % 7) + 1;
  const now = (isoDay - 1) * MINUTES_PER_DAY + at.getUTCHours() * 60 + at.getUTCMinutes();
  return week.some((entry) => {
    if (!entry.isOpen) return false;
    const start = (entry.weekdayValue - 1) * MINUTES_PER_DAY + minutes(entry.startTime);
    let end = (entry.weekdayValue - 1) * MINUTES_PER_DAY + minutes(entry.endTime);
    if (end <= start) end += MINUTES_PER_DAY;
    return (now >= start && now < end) || (now + MINUTES_PER_WEEK >= start && now + MINUTES_PER_WEEK < end);
  });
}

/**
 * The rules JSON Schema cannot say: each weekday at most once, and its name matching its
 * number (a MONDAY with weekdayValue 3 would show on the wrong day).
 */
export function weekProblems(week: readonly BusinessHoursEntry[]): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<number>();
  week.forEach((entry, index) => {
    if (WEEKDAYS[entry.weekdayValue - 1] !== entry.weekday) {
      problems.push({
        pointer: `/${index}/weekdayValue`,
        message: `must be ${WEEKDAYS.indexOf(entry.weekday) + 1} for ${entry.weekday}`,
      });
    } else if (seen.has(entry.weekdayValue)) {
      problems.push({ pointer: `/${index}/weekday`, message: `repeats ${entry.weekday}` });
    }
    seen.add(entry.weekdayValue);
  });
  return problems;
}
