import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/core/theme/contrast';
import { contrastFailures } from '../../src/core/theme/contrast-pairs';
import { formatRatio } from '../validate/checks/contrast';
import { toHex } from './color-shades';
import { derivePalette } from './palette';

/** HSL (degrees, 0–1, 0–1) to #rrggbb, so the sweep covers the colour wheel evenly. */
function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return toHex([f(0), f(8), f(4)]);
}

const HUES = Array.from({ length: 20 }, (_, i) => i * 18);
const SHADES = [
  { name: 'dark', saturation: 0.7, lightness: 0.3 },
  { name: 'light', saturation: 0.75, lightness: 0.55 },
  { name: 'muted', saturation: 0.25, lightness: 0.45 },
];
const NAVS = [undefined, '#0b1f33', '#1c1f23', '#ffffff', '#f4f1ea'];

/** What is wrong with one primary's result; empty when the palette behaves as promised. */
function surprises(color: string, nav: string | undefined, mustPass: boolean): string[] {
  const result = derivePalette(color, nav);
  // The brand colour is the only token that cannot move, and the page is white, so a palette
  // exists exactly when the primary reaches 3:1 on white.
  const expectedOk = mustPass || contrastRatio(color, '#ffffff') >= 3;
  if (result.ok !== expectedOk) return [`${color}: ok is ${result.ok}, expected ${expectedOk}`];
  if (!result.ok) {
    return result.error.includes(`--primary ${color}: primary on background has contrast`)
      ? []
      : [`${color}: ${result.error}`];
  }
  const problems = contrastFailures(result.colors).map(
    (f) => `${color}: ${f.foreground} on ${f.background} ${f.ratio}`,
  );
  if (result.colors.primary !== color) problems.push(`${color}: primary changed to ${result.colors.primary}`);
  if (nav && result.colors.navBackground !== nav)
    problems.push(`${color}: nav changed to ${result.colors.navBackground}`);
  return problems;
}

describe('derivePalette over the colour wheel (20 hues per shade)', () => {
  const cases = NAVS.flatMap((nav) => SHADES.map((shade) => ({ ...shade, nav, label: nav ?? 'derived' })));
  it.each(cases)('$name primaries, nav $label', ({ saturation, lightness, name, nav }) => {
    const found = HUES.flatMap((h) => surprises(hsl(h, saturation, lightness), nav, name === 'dark'));
    expect(found).toEqual([]);
  });
});

describe('derivePalette refusals', () => {
  const cases = [
    {
      name: 'pale yellow cannot show on a white page',
      primary: '#f5f5a0',
      expected: `--primary #f5f5a0: primary on background has contrast ${formatRatio(contrastRatio('#f5f5a0', '#ffffff'))}:1, below the 3:1 WCAG AA requires for controls`,
    },
    {
      name: 'white',
      primary: '#FFFFFF',
      expected: '--primary #ffffff: primary on background has contrast 1.00:1, below the 3:1',
    },
    {
      // The grey step-number rings in the bar's progress panel (and any focus ring) cannot show on it.
      name: 'mid-tone navigation bar',
      primary: '#1f5fa8',
      nav: '#525252',
      expected: '--nav #525252: border on navBackground has contrast',
    },
  ];
  it.each(cases)('$name', ({ primary, nav, expected }) => {
    const result = derivePalette(primary, nav);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain(expected);
    // The suggested shade must really work, or the advice sends staff round in circles.
    const suggested = /for example (#[0-9a-f]{6})/.exec(result.error)?.[1];
    expect(suggested).toBeDefined();
    expect(derivePalette(nav ? primary : suggested!, nav ? suggested : undefined).ok).toBe(true);
  });
});

describe('derivePalette choices', () => {
  it.each([
    { name: 'white on a dark primary', primary: '#1f5fa8', onPrimary: '#ffffff' },
    { name: 'near-black on a light primary', primary: '#949494', onPrimary: '#1a1d21' },
  ])('onPrimary: $name', ({ primary, onPrimary }) => {
    const result = derivePalette(primary);
    expect(result.ok && result.colors.onPrimary).toBe(onPrimary);
  });

  it('keeps a dark enough primary as the link colour and the focus ring', () => {
    const result = derivePalette('#1f5fa8');
    expect(result.ok && [result.colors.link, result.colors.focus]).toEqual(['#1f5fa8', '#1f5fa8']);
  });

  it('darkens a light primary until links reach 4.5:1', () => {
    const result = derivePalette('#3b82f6');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.colors.link).not.toBe('#3b82f6');
    expect(contrastRatio(result.colors.link, result.colors.background)).toBeGreaterThanOrEqual(4.5);
  });
});

it('the light sweep meets both outcomes, so the refusal branch above is really exercised', () => {
  const outcomes = new Set(HUES.map((h) => derivePalette(hsl(h, 0.75, 0.55)).ok));
  expect(outcomes).toEqual(new Set([true, false]));
});
