import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, eligibleFrom, isRecentTransfer, RECENT_TRANSFER_DAYS } from './recent-transfer';

describe('the 90-day recent-transfer rule', () => {
  it.each([
    ['bought today', '2026-11-24', true],
    ['bought yesterday', '2026-11-23', true],
    ['89 days ago', '2026-08-27', true],
    ['exactly 90 days ago', '2026-08-26', false],
    ['91 days ago', '2026-08-25', false],
    ['years ago', '2012-05-01', false],
    ['a transfer dated after today', '2026-12-01', true],
  ])('%s (%s): recent %s', (_, transferDate, recent) => {
    expect(isRecentTransfer(transferDate, '2026-11-24')).toBe(recent);
  });

  it('is eligible again on the first day the rule no longer holds', () => {
    const transfer = '2026-01-15';
    const from = eligibleFrom(transfer);
    expect(from).toBe('2026-04-15');
    expect(isRecentTransfer(transfer, from)).toBe(false);
    expect(isRecentTransfer(transfer, addDays(from, -1))).toBe(true);
  });

  it('counts calendar days across month ends, leap days and the daylight-saving change', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-24', '2026-08-26')).toBe(-RECENT_TRANSFER_DAYS);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(() => isRecentTransfer('08/26/2026', '2026-11-24')).toThrow(RangeError);
    expect(() => isRecentTransfer('2026-02-30', '2026-11-24')).toThrow(/yyyy-MM-dd/);
  });
});
