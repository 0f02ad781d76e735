import { contrastRatio } from './contrast';

/** Colour token names of a brand theme (schemas/brand-manifest.schema.json, theme.colors). */
export type ColorToken =
  | 'background'
  | 'surface'
  | 'text'
  | 'mutedText'
  | 'link'
  | 'primary'
  | 'onPrimary'
  | 'border'
  | 'focus'
  | 'error'
  | 'navBackground'
  | 'navText'
  | 'footerBackground'
  | 'footerText'
  | 'footerLink';

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** text: WCAG 1.4.3 (4.5:1); control: WCAG 1.4.11 non-text contrast (3:1). */
  use: 'text' | 'control';
}

export const MIN_RATIO = { text: 4.5, control: 3 } as const;

/** Every pair the shell actually draws; a new pairing in CSS must be added here. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', use: 'text' },
  { foreground: 'text', background: 'surface', use: 'text' },
  { foreground: 'mutedText', background: 'background', use: 'text' },
  { foreground: 'link', background: 'background', use: 'text' },
  { foreground: 'error', background: 'background', use: 'text' },
  { foreground: 'onPrimary', background: 'primary', use: 'text' },
  { foreground: 'navText', background: 'navBackground', use: 'text' },
  { foreground: 'footerText', background: 'footerBackground', use: 'text' },
  { foreground: 'footerLink', background: 'footerBackground', use: 'text' },
  { foreground: 'primary', background: 'background', use: 'control' },
  { foreground: 'border', background: 'background', use: 'control' },
  { foreground: 'focus', background: 'background', use: 'control' },
  { foreground: 'focus', background: 'navBackground', use: 'control' },
  { foreground: 'focus', background: 'footerBackground', use: 'control' },
];

export interface ContrastFailure extends ContrastPair {
  ratio: number;
  required: number;
  colors: [string, string];
}

/** Pairs of the given palette below their WCAG AA minimum. */
export function contrastFailures(colors: Record<ColorToken, string>): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const fg = colors[pair.foreground];
    const bg = colors[pair.background];
    const ratio = contrastRatio(fg, bg);
    const required = MIN_RATIO[pair.use];
    if (ratio < required) failures.push({ ...pair, ratio, required, colors: [fg, bg] });
  }
  return failures;
}
