import { contrastRatio } from '../../src/core/theme/contrast';
import {
  contrastFailures,
  MIN_RATIO,
  type ColorToken,
  type ContrastFailure,
} from '../../src/core/theme/contrast-pairs';
import { formatRatio } from '../validate/checks/contrast';
import { BLACK, firstOf, mix, ramp, shadeFor, WHITE } from './color-shades';

export type Palette = Record<ColorToken, string>;

export type PaletteResult = { ok: true; colors: Palette } | { ok: false; error: string };

/**
 * Neutrals shared by every scaffolded brand. A white page accepts the widest range of brand
 * colours (primary only has to reach 3:1 against it); the greys are the darkest that still
 * look like greys, with room above their minimum ratios.
 */
const NEUTRAL = {
  background: WHITE,
  surface: '#f8f9fa',
  text: '#1a1d21',
  mutedText: '#5b6470',
  border: '#7a8699',
  error: '#b3261e',
} as const;

// brands/README.md's advice for a focus ring that must show on a light page and a dark bar at once.
const AMBER = '#d97706';

// Tint of the primary used for the navigation bar and footer when no --nav is given.
const NAV_TINT = 0.94;

const USE_WORDS = { text: 'text', control: 'controls' } as const;

/** White or the text colour, whichever contrasts more; pure black only when neither reaches 4.5:1. */
function readableNeutral(background: string): string {
  const [best] = [WHITE, NEUTRAL.text].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background));
  return contrastRatio(best!, background) >= MIN_RATIO.text ? best! : BLACK;
}

/** A focus ring must stand out against the page, its panels, the navigation bar and the footer at once. */
function focusFor(link: string, primary: string, backgrounds: readonly string[]): string {
  const fits = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= MIN_RATIO.control);
  return firstOf([link, AMBER], fits) ?? firstOf(ramp(primary), fits) ?? firstOf(ramp(AMBER), fits) ?? link;
}

/** The full 15-token theme for a brand colour, before any check; `nav` is the optional bar colour. */
export function buildPalette(primary: string, nav?: string): Palette {
  const { background } = NEUTRAL;
  const link = shadeFor(primary, background, MIN_RATIO.text);
  // Without --nav the bar and footer are a faint tint of the brand colour, which always works
  // with a link-coloured focus ring; a given bar colour gets neutral text.
  const navBackground = nav ?? mix(primary, WHITE, NAV_TINT);
  const navText = nav ? readableNeutral(navBackground) : shadeFor(primary, navBackground, MIN_RATIO.text);
  const footerBackground = navBackground;
  // In the schema's property order, which the manifest keeps.
  return {
    background,
    surface: NEUTRAL.surface,
    text: NEUTRAL.text,
    mutedText: NEUTRAL.mutedText,
    link,
    primary,
    onPrimary: readableNeutral(primary),
    border: NEUTRAL.border,
    focus: focusFor(link, primary, [background, NEUTRAL.surface, navBackground, footerBackground]),
    error: NEUTRAL.error,
    navBackground,
    navText,
    footerBackground,
    footerText: readableNeutral(footerBackground),
    footerLink: shadeFor(primary, footerBackground, MIN_RATIO.text),
  };
}

function describeFailure(f: ContrastFailure): string {
  return `${f.foreground} on ${f.background} has contrast ${formatRatio(f.ratio)}:1, below the ${f.required}:1 WCAG AA requires for ${USE_WORDS[f.use]}`;
}

const NAV_TOKENS: readonly ColorToken[] = ['navBackground', 'footerBackground'];

/**
 * A palette from the brand colour (and optional navigation colour) that passes every pair in
 * CONTRAST_PAIRS, or the reason it cannot: the flag to change, the failing pair with its ratio,
 * and the nearest shade that would pass, so staff are not left guessing.
 */
export function derivePalette(primaryInput: string, navInput?: string): PaletteResult {
  const primary = primaryInput.toLowerCase();
  const nav = navInput?.toLowerCase();
  const colors = buildPalette(primary, nav);
  const [failure] = contrastFailures(colors);
  if (!failure) return { ok: true, colors };
  const touchesNav = NAV_TOKENS.includes(failure.foreground) || NAV_TOKENS.includes(failure.background);
  const blamedNav = touchesNav ? nav : undefined;
  const flag = blamedNav ? `--nav ${blamedNav}` : `--primary ${primary}`;
  const passes = (shade: string) =>
    contrastFailures(blamedNav ? buildPalette(primary, shade) : buildPalette(shade, nav)).length === 0;
  const suggestion = firstOf(ramp(blamedNav ?? primary), passes);
  const hint = blamedNav
    ? 'a navigation colour must be clearly dark or clearly light'
    : 'a brand colour must be dark enough to show on a white page';
  const instead = suggestion ? `; ${hint}, for example ${suggestion}` : `; ${hint}`;
  return { ok: false, error: `${flag}: ${describeFailure(failure)}${instead}` };
}
