import { describe, expect, it } from 'vitest';
import { PACIFIC_TIME_ZONE, pacificOffsetHours, pacificTime } from './business-hours';

const intl = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

describe('pacificTime', () => {
  it('writes every quarter hour of 2024 to 2030 as Intl does for America/Los_Angeles', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 15 * 60_000) {
      const date = new Date(t);
      const expected = intl.format(date).replace(/\s/g, ' ');
      if (pacificTime(date) !== expected) mismatches.push(`${date.toISOString()}: ${pacificTime(date)} ≠ ${expected}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('changes offset at 2 AM local on the second Sunday of March and the first of November', () => {
    expect(pacificOffsetHours(new Date('2026-03-08T09:59:59Z'))).toBe(-8);
    expect(pacificOffsetHours(new Date('2026-03-08T10:00:00Z'))).toBe(-7);
    expect(pacificOffsetHours(new Date('2026-11-01T08:59:59Z'))).toBe(-7);
    expect(pacificOffsetHours(new Date('2026-11-01T09:00:00Z'))).toBe(-8);
  });

  it('writes noon and midnight as 12', () => {
    expect(pacificTime(new Date('2026-01-15T20:00:00Z'))).toBe('12:00 PM');
    expect(pacificTime(new Date('2026-01-15T08:05:00Z'))).toBe('12:05 AM');
  });
});
