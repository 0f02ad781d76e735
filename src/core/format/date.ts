/**
 * Calendar dates as typed into the registration form: MM/dd/yyyy or yyyy-MM-dd (borrower-journey
 * spec, section 5). Pure calendar arithmetic on year, month and day, never Date objects, so the
 * time zone of the machine cannot move a birthday.
 */

export interface DateParts {
  year: number;
  /** 1-12. */
  month: number;
  /** 1-31. */
  day: number;
}

const US_FORMAT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function checked(year: number, month: number, day: number): DateParts | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** yyyy-MM-dd only (the form of `today` and of the API); null when not a real date. */
export function parseIsoDate(text: string): DateParts | null {
  const m = ISO_FORMAT.exec(text);
  return m ? checked(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A date of birth in either accepted format; null for any other text or a day the calendar lacks (02/30/1990). */
export function parseDob(text: string): DateParts | null {
  const us = US_FORMAT.exec(text);
  if (us) return checked(Number(us[3]), Number(us[1]), Number(us[2]));
  return parseIsoDate(text);
}

/** Negative when a is earlier than b, 0 when equal. */
export function compareDates(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Completed years on `today` (yyyy-MM-dd). Someone born on 29 February turns a year older on
 * 1 March in common years: the later of the two readings, which is the careful one for a minimum age.
 */
export function ageOn(dob: DateParts, today: DateParts | string): number {
  const now = typeof today === 'string' ? parseIsoDate(today) : today;
  if (!now) throw new RangeError(`ageOn: today must be yyyy-MM-dd, got ${String(today)}`);
  const hadBirthday = now.month > dob.month || (now.month === dob.month && now.day >= dob.day);
  return now.year - dob.year - (hadBirthday ? 0 : 1);
}

/** The API's form of a date: yyyy-MM-dd. */
export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The form's form of a date: MM/dd/yyyy (a date from the API shown in a date field). */
export function toUsDate({ year, month, day }: DateParts): string {
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/**
 * A date from the API (yyyy-MM-dd, or an ISO 8601 time whose calendar day in UTC is taken) as the
 * borrower reads it, MM/dd/yyyy; anything else shows `invalid` (the flows' 'Invalid Date',
 * borrower-journey.md section 8), never a blank or a guess.
 */
export function displayDate(value: string | null | undefined, invalid: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/.exec(value ?? '');
  if (!match) return invalid;
  if (value!.length > 10) {
    const time = new Date(value!);
    if (Number.isNaN(time.getTime())) return invalid;
    const utc = parseIsoDate(time.toISOString().slice(0, 10));
    return utc && parseIsoDate(match[1]!) ? toUsDate(utc) : invalid;
  }
  const parts = parseIsoDate(match[1]!);
  return parts ? toUsDate(parts) : invalid;
}
