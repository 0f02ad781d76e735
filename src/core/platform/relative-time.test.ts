import { describe, expect, it } from 'vitest';
import { relativeTime, relativeTimeOf } from './relative-time';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN + 59 * MIN, '23 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [6 * 24 * 60 * MIN, '6 days ago'],
    [7 * 24 * 60 * MIN, '1 week ago'],
    [28 * 24 * 60 * MIN, '4 weeks ago'],
  ])('%i ms ago reads %s', (ms, text) => expect(relativeTime(ago(ms), now)).toBe(text));

  it('beyond 4 weeks shows the month and day', () => {
    expect(relativeTime(ago(28 * 24 * 60 * MIN + 1), now, 'UTC')).toBe('Oct 27');
    expect(relativeTime(new Date('2026-03-05T12:00:00Z'), now, 'UTC')).toBe('Mar 5');
  });

  it('a time in the future reads as just now', () => expect(relativeTime(ago(-5 * MIN), now)).toBe('Just now'));
});

describe('relativeTimeOf', () => {
  it('reads an ISO time from the server', () => expect(relativeTimeOf('2026-11-22T12:00:00Z', now)).toBe('2 days ago'));
  it('shows nothing for a time it cannot read', () => expect(relativeTimeOf('last Tuesday', now)).toBeNull());
});
