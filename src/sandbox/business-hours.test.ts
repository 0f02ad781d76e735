import { describe, expect, it } from 'vitest';
import { isOpenAt, weekProblems } from './business-hours';
import type { BusinessHoursEntry, Weekday } from './stores/hours-store';

const DAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const day = (value: number, startTime: string, endTime: string, isOpen = true): BusinessHoursEntry => ({
  weekday: DAYS[value - 1]!,
  weekdayValue: value,
  isOpen,
  startTime,
  endTime,
});

// 2025-03-03 is a Monday; 2025-03-09 a Sunday.
describe('isOpenAt', () => {
  it.each([
    ['inside a day', [day(1, '14:00', '23:00')], '2025-03-03T15:00:00Z', true],
    ['at the opening minute', [day(1, '14:00', '23:00')], '2025-03-03T14:00:00Z', true],
    ['at the closing minute', [day(1, '14:00', '23:00')], '2025-03-03T23:00:00Z', false],
    ['on another day', [day(1, '14:00', '23:00')], '2025-03-04T15:00:00Z', false],
    ['on a closed day', [day(1, '14:00', '23:00', false)], '2025-03-03T15:00:00Z', false],
    ['after midnight of an overnight shift', [day(1, '20:00', '02:00')], '2025-03-04T01:00:00Z', true],
    ['Sunday night into Monday', [day(7, '22:00', '03:00')], '2025-03-03T02:00:00Z', true],
    ['equal times: all day', [day(3, '00:00', '00:00')], '2025-03-05T23:59:00Z', true],
  ])('%s -> $3', (_, week, iso, expected) => {
    expect(isOpenAt(week, new Date(iso))).toBe(expected);
  });
});

describe('weekProblems', () => {
  it.each([
    ['two days, each once', [day(1, '09:00', '10:00'), day(2, '09:00', '10:00')], []],
    [
      'a weekday value that is not its day',
      [{ ...day(1, '09:00', '10:00'), weekdayValue: 3 }],
      [{ pointer: '/0/weekdayValue', message: 'must be 1 for MONDAY' }],
    ],
    [
      'a day given twice',
      [day(6, '09:00', '10:00'), day(6, '11:00', '12:00')],
      [{ pointer: '/1/weekday', message: 'repeats SATURDAY' }],
    ],
  ])('%s', (_name, week, expected) => {
    expect(weekProblems(week)).toEqual(expected);
  });
});
