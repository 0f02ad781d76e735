/**
 * Fails the build when dist/ breaks a standing rule: code that needs 'unsafe-eval' under the
 * strict CSP, sandbox code in the browser bundle, inline scripts in the page, a source map, or no
 * brand data.
 */
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { listFiles } from './lib/list-files';

export interface DistProblem {
  file: string;
  problem: string;
}

const RULES: { pattern: RegExp; problem: string; files: RegExp }[] = [
  { pattern: /\bFunction\(/, problem: 'calls Function( (needs unsafe-eval under the CSP)', files: /\.(js|html)$/ },
  { pattern: /\beval\(/, problem: 'calls eval(', files: /\.(js|html)$/ },
  {
    pattern: /__sandbox|sql-wasm|createSandbox/,
    problem: 'contains sandbox code (the sandbox is never shipped)',
    files: /\.(js|html)$/,
  },
  {
    // The chat's developer tools (src/features/chat/dev-tools.tsx, flows/chat/dev-tools.json) are dev-server only.
    pattern: /agent\/onboarding\/all|Chat developer tools|Alt\+Shift\+X/,
    problem: "contains the chat's non-production developer tools",
    files: /\.(js|html|json)$/,
  },
  {
    pattern: /<script(?![^>]*\bsrc=)[^>]*>/i,
    problem: 'has an inline script (blocked by script-src self)',
    files: /\.html$/,
  },
  {
    pattern: /[#@] sourceMappingURL=/,
    problem: 'points at a source map (the build makes them hidden)',
    files: /\.(js|css)$/,
  },
  { pattern: /\son[a-z]+=["']/i, problem: 'has an inline event handler attribute', files: /\.(html|svg)$/ },
  { pattern: /\sstyle=["']/i, problem: 'has an inline style attribute (blocked by the CSP)', files: /\.html$/ },
];

export async function checkDist(dist: string): Promise<DistProblem[]> {
  const problems: DistProblem[] = [];
  const files = await listFiles(dist);
  const found = (file: string, problem: string) => problems.push({ file: relative(dist, file), problem });
  for (const file of files) {
    for (const rule of RULES) {
      if (rule.files.test(file) && rule.pattern.test(await readFile(file, 'utf8'))) found(file, rule.problem);
    }
  }
  for (const file of files.filter((f) => f.endsWith('.map')))
    found(file, 'is a source map (they go to dist-sourcemaps/, never served)');
  if (!files.some((f) => f.includes(join('brand-data', 'orgs'))))
    problems.push({ file: 'brand-data/', problem: 'has no brand data files' });
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const problems = await checkDist(dist);
  for (const p of problems) console.error(`dist/${p.file}  ${p.problem}`);
  if (problems.length) process.exit(1);
  console.warn(`✓ dist/ passes the CSP and bundle checks`);
}
