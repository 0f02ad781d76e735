import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedBrand } from '../load-project';
import { eachBrand, stringField } from './check';

export const MAX_LOGO_BYTES = 10 * 1024;

/**
 * The logo is served from our own origin and inlined into pages, so it must be a small, inert
 * SVG: no script, no event handlers, nothing fetched from elsewhere.
 */
const LOGO_RULES: readonly { test: RegExp; problem: string }[] = [
  { test: /<script[\s>/]/i, problem: 'contains a <script> element; a logo must not run code' },
  { test: /\son[a-z]+\s*=/i, problem: 'has an event handler attribute (on...=); a logo must not run code' },
  { test: /href\s*=\s*["']\s*javascript:/i, problem: 'has a javascript: link; a logo must not run code' },
  {
    test: /href\s*=\s*["']\s*https?:/i,
    problem: 'links to an external resource (href="http..."); a logo must be self-contained',
  },
];

export function logoProblems(brand: LoadedBrand, fileName: string): string[] {
  if (path.basename(fileName) !== fileName)
    return [`must be a file name in the brand's folder, not a path: "${fileName}"`];
  const shown = `brands/${brand.folder}/${fileName}`;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(brand.dir, fileName));
  } catch {
    return [`names "${fileName}", but ${shown} does not exist`];
  }
  const problems: string[] = [];
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) problems.push(`${shown} does not look like an SVG file (it has no <svg> element)`);
  for (const rule of LOGO_RULES) if (rule.test.test(text)) problems.push(`${shown} ${rule.problem}`);
  if (bytes.length >= MAX_LOGO_BYTES) {
    problems.push(
      `${shown} is ${(bytes.length / 1024).toFixed(1)} KB; a logo must be under ${MAX_LOGO_BYTES / 1024} KB`,
    );
  }
  return problems;
}

export const logoFileCheck = eachBrand((brand, report) => {
  const fileName = stringField(brand.manifest, 'theme', 'logo', 'file');
  if (fileName !== undefined) for (const problem of logoProblems(brand, fileName)) report('/theme/logo/file', problem);
});
