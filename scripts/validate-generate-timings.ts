/**
 * Where validate and generate spend their time, the way the benchmark measures them
 * (scripts/bench/scale.ts): in a scratch copy, the commands of `npm run validate` then `npm run
 * generate` as two processes, with the committed brands and again with synthetic ones
 * added. Each run reports its phases (HELOC_TIMINGS=1); this prints the median per phase.
 *
 *   npx tsx scripts/validate-generate-timings.ts [--brands 1000] [--runs 3] [--cache warm|cold|off] [--root dir]
 *
 * --cache warm (default): a cache folder of the copy's own, filled by one untimed run first.
 * --cache cold: an empty cache folder before every run (what a fresh clone pays once).
 * --cache off: HELOC_CACHE=off, nothing read or written.
 * --root: another checkout to measure (say, before a change); default this one.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { npmScriptCommand } from './lib/npm-script-command';
import { TIMINGS_PREFIX } from './lib/phase-timings';
import { createScratchCopy } from './lib/scratch-copy';
import { writeSyntheticBrands } from './lib/synthetic-brands';

const run = promisify(execFile);
const print = (line: string) => process.stdout.write(`${line}\n`);
const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    cache: { type: 'string', default: 'warm' },
    root: { type: 'string' },
  },
});
const mode = values.cache;
if (!['warm', 'cold', 'off'].includes(mode)) throw new Error(`--cache is warm, cold or off, not ${mode}`);
const runs = Number(values.runs);
const rootDir = values.root ? path.resolve(values.root) : fileURLToPath(new URL('..', import.meta.url));

type Phases = Record<string, number>;

/** GNU time, when installed: CPU seconds of the process and its children, which the machine's load does not inflate as it does wall time. */
const GNU_TIME = '/usr/bin/time';
const RUSAGE = 'HELOC_RUSAGE';

/** One process, as the bench runs it: wall time from spawn to exit, CPU time, and the phases it reported. */
async function timedScript(dir: string, name: string, env: NodeJS.ProcessEnv): Promise<Phases> {
  const [bin, binArgs] = npmScriptCommand(dir, name);
  const [command, args] = existsSync(GNU_TIME) ? [GNU_TIME, ['-f', `${RUSAGE} %U %S`, bin, ...binArgs]] : [bin, binArgs];
  const started = performance.now();
  const { stderr } = await run(command, args, { cwd: dir, maxBuffer: 1 << 26, env });
  const wall = performance.now() - started;
  const line = stderr.split('\n').find((l) => l.startsWith(TIMINGS_PREFIX));
  const phases = line ? (JSON.parse(line.slice(TIMINGS_PREFIX.length)) as Phases) : {};
  const usage = stderr.split('\n').find((l) => l.startsWith(RUSAGE))?.split(' ');
  if (usage) phases.cpu = Math.round((Number(usage[1]) + Number(usage[2])) * 1000);
  // The cross-file checks run one after another; their sum is one phase here.
  const checks = Object.entries(phases).filter(([k]) => k.startsWith('check: '));
  const rest = Object.fromEntries(Object.entries(phases).filter(([k]) => !k.startsWith('check: ')));
  return { wall: Math.round(wall), ...rest, checks: checks.reduce((sum, [, ms]) => sum + ms, 0) };
}

async function pair(dir: string, cacheDir: string): Promise<{ validate: Phases; generate: Phases }> {
  if (mode === 'cold') await rm(cacheDir, { recursive: true, force: true });
  const env = { ...process.env, NO_COLOR: '1', HELOC_TIMINGS: '1', HELOC_CACHE_DIR: cacheDir, ...(mode === 'off' ? { HELOC_CACHE: 'off' } : {}) };
  const validate = await timedScript(dir, 'validate', env);
  const generate = await timedScript(dir, 'generate', env);
  return { validate, generate };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function report(label: string, samples: { validate: Phases; generate: Phases }[]): void {
  const totals = samples.map((s) => s.validate.wall! + s.generate.wall!);
  const cpu = samples.map((s) => (s.validate.cpu ?? 0) + (s.generate.cpu ?? 0));
  print(`\n${label}: validate + generate ${median(totals)} ms wall, ${median(cpu)} ms CPU (medians of ${samples.length}; wall: ${totals.join(', ')})`);
  for (const step of ['validate', 'generate'] as const) {
    const names = [...new Set(samples.flatMap((s) => Object.keys(s[step])))];
    const cells = names.map((n) => `${n} ${median(samples.map((s) => s[step][n] ?? 0))}`);
    print(`  ${step}: ${cells.join(' | ')}`);
  }
}

const copy = await createScratchCopy(rootDir);
const cacheDir = await mkdtemp(path.join(copy.dir, '.cache-'));
try {
  print(`scratch copy ${copy.dir}; cache ${mode}; ${runs} runs per size`);
  // Untimed: stores the scripts' bundles for the copy's paths, and fills our cache when warm.
  await pair(copy.dir, cacheDir);
  const committed = [];
  for (let i = 0; i < runs; i++) committed.push(await pair(copy.dir, cacheDir));
  report('committed brands', committed);
  await writeSyntheticBrands(copy.dir, Number(values.brands));
  // The benchmark times the first run after adding the brands: the one that writes their files.
  report(`+${values.brands} brands, first run (writes their files, as the benchmark measures)`, [await pair(copy.dir, cacheDir)]);
  const scaled = [];
  for (let i = 0; i < runs; i++) scaled.push(await pair(copy.dir, cacheDir));
  report(`+${values.brands} brands, later runs`, scaled);
} finally {
  await copy.dispose();
}
