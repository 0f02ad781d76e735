import { contrastRatio, parseHexColor } from '../../src/core/theme/contrast';

export const WHITE = '#ffffff';
export const BLACK = '#000000';

/** `#rrggbb`, lower case: the form every committed manifest uses, so diffs stay quiet. */
export function toHex(rgb: readonly number[]): string {
  const byte = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(byte).join('')}`;
}

/** `amount` of `toward` mixed into `base` (0 keeps base, 1 gives toward), in plain sRGB. */
export function mix(base: string, toward: string, amount: number): string {
  const b = parseHexColor(toward);
  return toHex(parseHexColor(base).map((a, i) => a + (b[i]! - a) * amount));
}

// Steps of 1% keep a derived shade as close to the brand colour as the ratio allows.
const STEPS = 100;

/**
 * The shade of `base` nearest to it that reaches `ratio` against `background`: darkened on a
 * light background, lightened on a dark one, and the other way only if the first cannot get
 * there. Pure black or white ends each ramp, so some shade always passes for ratios up to 4.58.
 */
export function shadeFor(base: string, background: string, ratio: number): string {
  const lightBackground = contrastRatio(background, BLACK) >= contrastRatio(background, WHITE);
  const ends = lightBackground ? [BLACK, WHITE] : [WHITE, BLACK];
  for (const end of ends) {
    for (let step = 0; step <= STEPS; step++) {
      const shade = mix(base, end, step / STEPS);
      if (contrastRatio(shade, background) >= ratio) return shade;
    }
  }
  return ends[0]!;
}

/** Every 1% step from `base` toward black and toward white, nearest first: the shades a search may try. */
export function* ramp(base: string): Generator<string> {
  yield base;
  for (let step = 1; step <= STEPS; step++) {
    yield mix(base, BLACK, step / STEPS);
    yield mix(base, WHITE, step / STEPS);
  }
}

/** The first of `shades` that `fits`, without computing the rest. */
export function firstOf(shades: Iterable<string>, fits: (shade: string) => boolean): string | undefined {
  for (const shade of shades) if (fits(shade)) return shade;
  return undefined;
}
