import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, compareDates, daysInMonth, displayDate, parseDob, parseIsoDate, toIsoDate } from './date';

describe('parseDob', () => {
  it.each([
    ['12/10/1985', { year: 1985, month: 12, day: 10 }],
    ['1985-12-10', { year: 1985, month: 12, day: 10 }],
    ['02/29/2000', { year: 2000, month: 2, day: 29 }],
    ['02/29/1900', null],
    ['02/30/2000', null],
    ['13/01/2000', null],
    ['00/10/2000', null],
    ['1/1/2000', null],
    ['2000/01/01', null],
    ['01-01-2000', null],
    [' 01/01/2000', null],
    ['', null],
  ])('reads %j', (text, expected) => expect(parseDob(text)).toEqual(expected));

  it('reads both formats of every real date alike', () => {
    const day = fc.record({
      year: fc.integer({ min: 1000, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    });
    fc.assert(
      fc.property(day, (d) => {
        const real = d.day <= daysInMonth(d.year, d.month);
        const iso = toIsoDate(d);
        const us = `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
        expect(parseDob(iso)).toEqual(real ? d : null);
        expect(parseDob(us)).toEqual(real ? d : null);
      }),
    );
  });
});

describe('ageOn', () => {
  const born = parseDob('06/15/2000')!;
  it.each([
    ['2018-06-14', 17],
    ['2018-06-15', 18],
    ['2019-01-01', 18],
  ])('on %s', (today, age) => expect(ageOn(born, today)).toBe(age));

  it('rejects a today that is not yyyy-MM-dd', () => expect(() => ageOn(born, '06/15/2018')).toThrow(RangeError));

  it('counts a leap-day birthday from 1 March in common years', () => {
    const leap = parseDob('2000-02-29')!;
    expect([ageOn(leap, '2018-02-28'), ageOn(leap, '2018-03-01'), ageOn(leap, '2020-02-29')]).toEqual([17, 18, 20]);
  });

  it('grows by one on each birthday', () => {
    const date = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => parseIsoDate(d.toISOString().slice(0, 10))!);
    fc.assert(
      fc.property(date, date, (a, b) => {
        const [dob, today] = compareDates(a, b) <= 0 ? [a, b] : [b, a];
        const age = ageOn(dob, today);
        expect(age).toBeGreaterThanOrEqual(0);
        expect(
          ageOn(dob, {
            ...today,
            year: today.year + 1,
            day: Math.min(today.day, daysInMonth(today.year + 1, today.month)),
          }),
        ).toBeGreaterThanOrEqual(age);
      }),
    );
  });
});

describe('displayDate', () => {
  it.each([
    ['2026-11-24', '11/24/2026'],
    ['2026-11-24T05:16:11.000Z', '11/24/2026'],
    ['2026-11-24T23:30:00-05:00', '11/25/2026'],
    ['2024-02-29T00:00:00Z', '02/29/2024'],
  ])('%s shows as %s', (value, shown) => expect(displayDate(value, 'Invalid Date')).toBe(shown));

  it.each([['2026-02-30'], ['2026-02-30T10:00:00Z'], ['24/11/2026'], ['soon'], [''], [null], [undefined]])(
    '%s shows the invalid text',
    (value) => expect(displayDate(value, 'Invalid Date')).toBe('Invalid Date'),
  );
});
