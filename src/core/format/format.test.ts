import { describe, expect, it } from 'vitest';
import { formatCompanyAddress, titleCase } from './address';
import { formatBusinessHours, type BusinessHoursEntry } from './business-hours';
import { formatStatesServed, type StatesServedNote } from './states-served';

describe('formatCompanyAddress', () => {
  it.each([
    [
      { street1: '101 MARKET ST', city: 'SAN FRANCISCO', state: 'ca', zip: '94105' },
      '101 Market St, San Francisco, CA 94105',
    ],
    [
      { street1: '5th avenue plaza', street2: 'SUITE 400', city: 'new york', state: 'NY', zip: '10001' },
      '5th Avenue Plaza, Suite 400, New York, NY 10001',
    ],
    [
      { street1: "o'brien  way", city: 'winston-salem', state: 'NC', zip: '27101' },
      "O'Brien Way, Winston-Salem, NC 27101",
    ],
  ])('-> $1', (address, expected) => expect(formatCompanyAddress(address)).toBe(expected));

  it('title-cases words', () => expect(titleCase('HELLO wORLD')).toBe('Hello World'));
});

describe('formatStatesServed', () => {
  const note: StatesServedNote = { product: 'dscr', text: 'with more states to come', whenFewerThan: 50 };
  it.each([
    ['two states, heloc, no note', ['TX', 'CA'], 'heloc', undefined, 'CA, TX'],
    ['two states, dscr, its note', ['TX', 'CA'], 'dscr', note, 'CA, TX, with more states to come'],
    ['two states, heloc, a dscr note', ['TX', 'CA'], 'heloc', note, 'CA, TX'],
    [
      '50 states, dscr, its note',
      Array.from({ length: 50 }, (_, i) => `S${String(i).padStart(2, '0')}`),
      'dscr',
      note,
      expect.not.stringContaining('more states'),
    ],
  ] as const)('%s', (_name, states, product, n, expected) => {
    expect(formatStatesServed(states, product, n)).toEqual(expected);
  });
});

describe('formatBusinessHours', () => {
  const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
  const week: BusinessHoursEntry[] = weekdays.map((weekday, i) => ({
    weekday,
    weekdayValue: i + 1,
    isOpen: true,
    startTime: '14:00',
    endTime: '23:00',
  }));
  const weekend: BusinessHoursEntry[] = [
    { weekday: 'SATURDAY', weekdayValue: 6, isOpen: true, startTime: '16:00', endTime: '21:00' },
    { weekday: 'SUNDAY', weekdayValue: 7, isOpen: false, startTime: '00:00', endTime: '00:00' },
  ];

  it('groups days and converts UTC to Pacific standard time in winter', () => {
    expect(formatBusinessHours([...weekend, ...week], new Date('2026-01-15T12:00:00Z'))).toEqual([
      { days: 'Mon–Fri', hours: '6:00 AM – 3:00 PM' },
      { days: 'Sat', hours: '8:00 AM – 1:00 PM' },
      { days: 'Sun', hours: null },
    ]);
  });

  it('uses daylight time in summer', () => {
    expect(formatBusinessHours(week, new Date('2026-07-15T12:00:00Z'))[0]).toEqual({
      days: 'Mon–Fri',
      hours: '7:00 AM – 4:00 PM',
    });
  });
});
