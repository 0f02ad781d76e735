import { CONTRAST_PAIRS, contrastFailures, type ColorToken } from '../../../src/core/theme/contrast-pairs';
import { isPlainObject } from '../../lib/schema-registry';
import { eachBrand, field } from './check';

const USE_WORDS = { text: 'text', control: 'controls and focus indicators' } as const;

/** Rounds down, so a ratio just under the limit never prints as the limit itself (4.49 not 4.50). */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

/**
 * Every token a pair uses, as #rrggbb. Checked here rather than requiring a schema-valid
 * manifest, so a typo elsewhere in the file does not hide a contrast problem.
 */
function completePalette(value: unknown): Record<ColorToken, string> | undefined {
  if (!isPlainObject(value)) return undefined;
  const tokens = CONTRAST_PAIRS.flatMap((p) => [p.foreground, p.background]);
  const complete = tokens.every((t) => typeof value[t] === 'string' && /^#[0-9a-f]{6}$/i.test(value[t]));
  return complete ? (value as Record<ColorToken, string>) : undefined;
}

/** WCAG AA for every colour pair the shell draws; a palette with missing or malformed colours is left to the schema. */
export const contrastCheck = eachBrand((brand, report) => {
  const colors = completePalette(field(brand.manifest, 'theme', 'colors'));
  for (const f of colors ? contrastFailures(colors) : []) {
    const [fg, bg] = f.colors;
    const message =
      `${f.foreground} ${fg} on ${f.background} ${bg} has contrast ${formatRatio(f.ratio)}:1, ` +
      `below the ${f.required}:1 WCAG AA requires for ${USE_WORDS[f.use]} (drawn by ${f.where.join(', ')})`;
    report(`/theme/colors/${f.foreground}`, message);
  }
});
