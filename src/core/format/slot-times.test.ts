import { describe, expect, it } from 'vitest';
import { formatSlotStart, groupSlotsByDay } from './slot-times';

const slot = (id: string, start: string, end: string) => ({ id, start, end });

describe('groupSlotsByDay', () => {
  it('groups by the local calendar day, in time order, with readable labels', () => {
    const days = groupSlotsByDay(
      [
        slot('c', '2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z'),
        slot('a', '2026-11-23T17:00:00Z', '2026-11-23T18:00:00Z'),
        slot('b', '2026-11-23T14:00:00Z', '2026-11-23T15:00:00Z'),
        // 01:00 UTC on the 25th is still the 24th in New York.
        slot('d', '2026-11-25T01:00:00Z', '2026-11-25T02:00:00Z'),
      ],
      'America/New_York',
    );
    expect(days.map((d) => [d.day, d.label, d.slots.map((s) => s.id)])).toEqual([
      ['2026-11-23', 'Monday, November 23', ['b', 'a']],
      ['2026-11-24', 'Tuesday, November 24', ['c', 'd']],
    ]);
    expect(days[0]!.slots[0]!.label.replace(/\s/g, ' ')).toBe('9:00 – 10:00 AM EST');
  });

  it('is empty without slots', () => expect(groupSlotsByDay([], 'UTC')).toEqual([]));
});

it('formatSlotStart names the day and the time in the zone', () => {
  expect(formatSlotStart('2026-11-23T20:00:00Z', 'America/Los_Angeles').replace(/\s/g, ' ')).toBe(
    'Monday, November 23 at 12:00 PM PST',
  );
});
