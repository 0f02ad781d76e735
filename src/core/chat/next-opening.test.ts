import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../format/business-hours';
import { nextOpening, pacificWhen } from './next-opening';

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const week = (open: (day: number) => boolean): BusinessHoursEntry[] =>
  NAMES.map((weekday, i) => ({
    weekday,
    weekdayValue: i + 1,
    isOpen: open(i + 1),
    startTime: '13:00',
    endTime: '23:00',
  }));

describe('nextOpening', () => {
  it.each([
    // Tuesday 2026-11-24 is a Tuesday.
    ['2026-11-24T05:00:00Z', (d: number) => d <= 5, '2026-11-24T13:00:00.000Z'],
    ['2026-11-24T14:00:00Z', (d: number) => d <= 5, '2026-11-25T13:00:00.000Z'],
    ['2026-11-27T23:30:00Z', (d: number) => d <= 5, '2026-11-30T13:00:00.000Z'],
  ])('after %s', (now, open, expected) => {
    expect(nextOpening(week(open), new Date(now))?.toISOString()).toBe(expected);
  });
  it('is null when never open', () =>
    expect(
      nextOpening(
        week(() => false),
        new Date(),
      ),
    ).toBeNull());
});

describe('pacificWhen', () => {
  it.each([
    ['2026-11-30T13:00:00Z', 'Monday at 5:00 AM'],
    ['2026-07-06T13:00:00Z', 'Monday at 6:00 AM'],
    ['2026-11-25T03:00:00Z', 'Tuesday at 7:00 PM'],
  ])('%s -> %s', (iso, text) => expect(pacificWhen(new Date(iso))).toBe(text));
});
