/**
 * Builds the baseline (bench/baseline: stock @rjsf/core + @rjsf/validator-ajv8 + react-router) and
 * proves it is what it claims: its JavaScript carries ajv's run-time compiler.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Strings of ajv's schema compiler, which builds each validator with (new) Function at run time. */
const AJV_COMPILER_MARKERS = [
  'Function(',
  'Error compiling schema',
  'ajv implementation error',
  'no schema with key or ref',
];

export async function buildBaseline(rootDir: string): Promise<{ dist: string; compilerFile: string }> {
  const dist = join(rootDir, '.scratch', 'bench', 'baseline-dist');
  await run(
    join(rootDir, 'node_modules', '.bin', 'vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'error', '-c', 'bench/baseline/vite.config.ts'],
    { cwd: rootDir, maxBuffer: 1 << 26 },
  );
  const assets = join(dist, 'assets');
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(join(assets, file), 'utf8');
    if (AJV_COMPILER_MARKERS.every((marker) => code.includes(marker))) return { dist, compilerFile: `/assets/${file}` };
  }
  throw new Error(
    `The baseline build in ${dist} does not contain ajv's run-time compiler: it is not the stock RJSF + validator-ajv8 app the benchmark compares with.`,
  );
}
