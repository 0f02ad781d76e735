import { describe, expect, it } from 'vitest';
import liensScreens from '@flows/application/screens/liens.json';
import type { PayoffPreference } from '@/generated/types/screen-options';
import { payoffDraw } from './payoff-draw';

const PRESERVE: PayoffPreference = { preference: 'PRESERVE', initialDraw: 'CHOSEN_PLUS_PAYOFFS' };
const DEDUCT: PayoffPreference = { preference: 'DEDUCT', initialDraw: 'CHOSEN' };
const MAXIMIZE: PayoffPreference = { preference: 'MAXIMIZE', initialDraw: 'MAX' };

// Figures worked by hand: draw = the rule's draw, no more than maxDraw; the lenders are paid
// from it first, the borrower receives the rest, and what it cannot cover is the shortfall.
describe('payoffDraw', () => {
  it.each([
    ['PRESERVE keeps the chosen cash', PRESERVE, 40_000, 95_000, [18_500], [58_500, 18_500, 40_000, 0]],
    ['PRESERVE stops at the largest draw', PRESERVE, 90_000, 95_000, [18_500], [95_000, 18_500, 76_500, 0]],
    ['DEDUCT takes the payoffs from the chosen draw', DEDUCT, 40_000, 95_000, [18_500], [40_000, 18_500, 21_500, 0]],
    ['DEDUCT with payoffs above the draw', DEDUCT, 15_000, 95_000, [18_500], [15_000, 15_000, 0, 3_500]],
    ['MAXIMIZE draws the most', MAXIMIZE, 40_000, 95_000, [18_500], [95_000, 18_500, 76_500, 0]],
    ['MAXIMIZE with payoffs above the line', MAXIMIZE, 40_000, 95_000, [85_000, 18_500], [95_000, 95_000, 0, 8_500]],
    ['nothing to pay off', DEDUCT, 40_000, 95_000, [], [40_000, 0, 40_000, 0]],
    ['cents, exactly', PRESERVE, 15_250, 95_000, [0.1, 0.2, 315.675], [15_565.98, 315.98, 15_250, 0]],
  ])('%s', (_name, rule, chosenDraw, maxDraw, payoffs, [initialDraw, paidToLenders, paidToYou, shortfall]) => {
    expect(payoffDraw(rule, { chosenDraw, maxDraw, payoffs })).toEqual({
      preference: rule.preference,
      initialDraw,
      paidToLenders,
      paidToYou,
      shortfall,
    });
  });

  it('the liens screen defines all three, once each', () => {
    const rules = liensScreens.screens.liens.options.payoffPreferences as PayoffPreference[];
    expect(rules.map((r) => r.preference).sort()).toEqual(['DEDUCT', 'MAXIMIZE', 'PRESERVE']);
    expect(
      rules.map((r) => payoffDraw(r, { chosenDraw: 40_000, maxDraw: 95_000, payoffs: [18_500] }).paidToYou),
    ).toEqual([40_000, 21_500, 76_500]);
  });

  it.each([
    ['chosenDraw', { chosenDraw: -1, maxDraw: 1, payoffs: [] }],
    ['maxDraw', { chosenDraw: 1, maxDraw: Number.NaN, payoffs: [] }],
    ['payoffs', { chosenDraw: 1, maxDraw: 1, payoffs: [-5] }],
  ])('names %s when it is wrong', (name, input) => expect(() => payoffDraw(DEDUCT, input)).toThrow(name));
});
