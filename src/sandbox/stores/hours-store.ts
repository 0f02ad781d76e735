import type { Entry } from '@/generated/types/business-hours-week';
import type { SandboxDb } from '../db';

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day of a department's hours (schemas/api/business-hours-week); times are UTC HH:mm. */
export type BusinessHoursEntry = Entry;

export function readWeek(db: SandboxDb, department: string): BusinessHoursEntry[] | undefined {
  const row = db.get<{ week: string }>('SELECT week FROM operating_hours WHERE department = ?', [department]);
  return row ? (JSON.parse(row.week) as BusinessHoursEntry[]) : undefined;
}

export function replaceWeek(db: SandboxDb, department: string, week: readonly BusinessHoursEntry[]): void {
  db.run('INSERT OR REPLACE INTO operating_hours (department, week) VALUES (?, ?)', [department, JSON.stringify(week)]);
}

/** Adds the week only if the department has none, so a stored change is never overwritten. */
export function ensureWeek(db: SandboxDb, department: string, week: readonly BusinessHoursEntry[]): void {
  if (!readWeek(db, department)) replaceWeek(db, department, week);
}
