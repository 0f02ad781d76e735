import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS, contrastFailures, type ColorToken } from './contrast-pairs';

/** A brand with a dark navigation bar, as 42 of the committed brands have: AA in every pair. */
const DARK_BAR = {
  background: '#ffffff',
  surface: '#f4f7f9',
  text: '#1b1b1f',
  mutedText: '#4a4d55',
  link: '#0b57d0',
  primary: '#0b57d0',
  onPrimary: '#ffffff',
  border: '#7a8699',
  focus: '#d07006',
  error: '#b3261e',
  navBackground: '#0f2a3d',
  navText: '#ffffff',
  footerBackground: '#0f2a3d',
  footerText: '#ffffff',
  footerLink: '#9ecbff',
} satisfies Record<ColorToken, string>;

describe('CONTRAST_PAIRS', () => {
  it('accepts the dark-bar palette', () => {
    expect(contrastFailures(DARK_BAR)).toEqual([]);
  });

  it('lists each token pair once, either way round, and says where it is drawn', () => {
    const keys = CONTRAST_PAIRS.map((p) => [p.foreground, p.background].sort().join(' on '));
    expect(new Set(keys).size).toBe(keys.length);
    for (const pair of CONTRAST_PAIRS) expect(pair.where.length, keys.join()).toBeGreaterThan(0);
  });

  // Issue 24: the menu's focused item drew navText on surface, 1.05:1 on this palette.
  it("the bar's own pair, which the menu's focused and hovered item now swaps, is AA where surface was not", () => {
    expect(contrastRatio(DARK_BAR.navText, DARK_BAR.surface)).toBeLessThan(1.1);
    const menu = CONTRAST_PAIRS.find((p) => p.where.some((w) => w.includes('.nav-menu__item:focus and :hover')));
    expect(menu && [menu.foreground, menu.background, menu.use]).toEqual(['navText', 'navBackground', 'text']);
  });
});

describe('contrastFailures in every state the shell draws', () => {
  const cases: { state: string; change: Partial<Record<ColorToken, string>>; failing: string[]; where: string }[] = [
    {
      state: 'menu item at rest, focused or hovered',
      change: { navText: '#5a6a78' },
      failing: ['navText on navBackground (text)'],
      where: '.nav-menu__item:focus and :hover (swapped: navBackground on navText)',
    },
    {
      state: 'focus ring around a button in a notice',
      change: { focus: '#d97706' },
      failing: ['focus on surface (control)'],
      where: ':focus-visible in .notice',
    },
    {
      state: 'focus ring in the navigation bar and its menus',
      change: { focus: '#1f3b57' },
      failing: ['focus on navBackground (control)', 'focus on footerBackground (control)'],
      where: '.nav-menu__item:focus-visible',
    },
    {
      state: "step number in the bar's progress panel",
      change: { border: '#34414d' },
      failing: ['border on navBackground (control)'],
      where: '.progress-panel--nav .step-bar__number',
    },
    {
      state: 'disabled or read-only field',
      change: { text: '#70737a' },
      failing: ['text on surface (text)'],
      where: '.field__input:disabled',
    },
    {
      state: 'invalid field and error message',
      change: { error: '#f06a60' },
      failing: ['error on background (text)'],
      where: "[aria-invalid='true'] borders",
    },
    {
      state: "error summary's links, edge and icon",
      change: { error: '#f06a60' },
      failing: ['error on background (text)'],
      where: '.error-summary__link',
    },
    {
      state: 'checked choice',
      change: { primary: '#9ab8ea', onPrimary: '#1b1b1f' },
      failing: ['primary on background (control)'],
      where: '.choice:has(:checked)',
    },
  ];

  it.each(cases)('$state', ({ change, failing, where }) => {
    const failures = contrastFailures({ ...DARK_BAR, ...change });
    expect(failures.map((f) => `${f.foreground} on ${f.background} (${f.use})`)).toEqual(failing);
    expect(failures[0]!.where).toContain(where);
  });
});
