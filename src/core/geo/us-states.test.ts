import { describe, expect, it } from 'vitest';
import { US_STATES, isUsStateCode } from './us-states';

describe('US_STATES', () => {
  it('holds the 50 states and DC, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.abbrev)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
  });

  it('uses two upper-case letters for every code', () => {
    for (const s of US_STATES) expect(s.abbrev).toMatch(/^[A-Z]{2}$/);
  });
});

describe('isUsStateCode', () => {
  it.each([
    ['CA', true],
    ['DC', true],
    ['NY', true],
    ['ca', false],
    ['PR', false],
    ['', false],
    ['CAL', false],
  ])('%j -> %s', (code, expected) => {
    expect(isUsStateCode(code)).toBe(expected);
  });
});
