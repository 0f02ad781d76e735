import { contrastFailures, type ColorToken } from '../../../src/core/theme/contrast-pairs';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { field, type ProjectCheck } from './check';

const USE_WORDS = { text: 'text', control: 'controls and focus indicators' } as const;

/** Rounds down, so a ratio just under the limit never prints as the limit itself (4.49 not 4.50). */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

/** WCAG AA for every colour pair the shell draws; only for manifests whose colours passed the schema. */
export const contrastCheck: ProjectCheck = {
  name: 'contrast',
  run({ brands, validFiles }) {
    const diagnostics: Diagnostic[] = [];
    for (const brand of brands) {
      if (!validFiles.has(brand.file)) continue;
      const colors = field(brand.manifest, 'theme', 'colors') as Record<ColorToken, string>;
      for (const f of contrastFailures(colors)) {
        const [fg, bg] = f.colors;
        const message =
          `${f.foreground} ${fg} on ${f.background} ${bg} has contrast ${formatRatio(f.ratio)}:1, ` +
          `below the ${f.required}:1 WCAG AA requires for ${USE_WORDS[f.use]}`;
        diagnostics.push(diagnosticAt(brand.doc, `/theme/colors/${f.foreground}`, message));
      }
    }
    return diagnostics;
  },
};
