import type { Plugin } from 'vite';

/**
 * pdf.js probes for eval support with `new Function("")` when it loads. We always pass
 * isEvalSupported: false, so the probe's answer is never used, but under script-src 'self' it
 * still trips a CSP violation report, and scripts/check-dist.ts (rightly) refuses any
 * `Function(` in the bundle. This replaces the probe with its only true answer here: false.
 * If pdf.js changes the probe, the build fails and says so instead of shipping it.
 */
const PROBE =
  /function isEvalSupported\(\) \{\s*try \{\s*new Function\(""\);\s*return true;\s*\} catch \{\s*return false;\s*\}\s*\}/;
const PDFJS_MAIN = /[\\/]pdfjs-dist[\\/]build[\\/]pdf(\.min)?\.mjs$/;

export function stripPdfjsEvalProbe(code: string, id = 'pdfjs-dist/build/pdf.mjs'): string {
  if (!PROBE.test(code))
    throw new Error(`${id}: pdf.js's eval probe was not found; update scripts/lib/vite-plugin-pdfjs-no-eval.ts`);
  return code.replace(PROBE, 'function isEvalSupported() {\n  return false;\n}');
}

export function pdfjsNoEvalPlugin(): Plugin {
  return {
    name: 'heloc-pdfjs-no-eval',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!PDFJS_MAIN.test(file)) return null;
      return { code: stripPdfjsEvalProbe(code, file), map: null };
    },
  };
}
