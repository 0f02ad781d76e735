import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfjsNoEvalPlugin, stripPdfjsEvalProbe } from './vite-plugin-pdfjs-no-eval';

const require = createRequire(import.meta.url);

describe('pdfjsNoEvalPlugin', () => {
  it("removes the only Function( from the installed pdf.js's main module", async () => {
    const file = require.resolve('pdfjs-dist/build/pdf.mjs');
    const code = await readFile(file, 'utf8');
    expect(code).toMatch(/\bFunction\(/);
    const stripped = stripPdfjsEvalProbe(code);
    expect(stripped).not.toMatch(/\bFunction\(/);
    expect(stripped).toContain('function isEvalSupported() {\n  return false;\n}');
  });

  it('leaves other modules alone and fails loudly when the probe changes', () => {
    const transform = pdfjsNoEvalPlugin().transform as (code: string, id: string) => unknown;
    expect(transform('const a = 1;', '/x/node_modules/react/index.js')).toBeNull();
    expect(() => transform('const a = 1;', '/x/node_modules/pdfjs-dist/build/pdf.mjs')).toThrow(
      /eval probe was not found/,
    );
  });
});
