/**
 * Scale with 1,000 brands, in a scratch copy of the repository (brands/ is never touched): the
 * time of validate + generate (`npm run generate`, which validates first in the same process, as
 * the build runs it) with the committed brands and with 1,000 generated ones added, then the
 * production build of the larger set for a first-load measurement.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { npmScriptCommand } from '../lib/npm-script-command';
import { createScratchCopy, type ScratchCopy } from '../lib/scratch-copy';
import { writeSyntheticBrands } from '../lib/synthetic-brands';

const run = promisify(execFile);

export interface ScaleCopy {
  copy: ScratchCopy;
  committedValidateGenerateMs: number;
  scaledValidateGenerateMs: number;
  brandsAdded: number;
}

/** The time of `npm run <name>` for each name in turn, as the commands npm would run (without npm's own start-up). */
async function timed(dir: string, names: readonly string[]): Promise<number> {
  const commands = names.map((name) => [name, ...npmScriptCommand(dir, name)] as const);
  const started = performance.now();
  for (const [name, command, args] of commands) {
    try {
      await run(command, args, { cwd: dir, maxBuffer: 1 << 26, env: { ...process.env, NO_COLOR: '1' } });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(
        `npm run ${name} failed in ${dir}:\n${`${stdout}${stderr}`.trim().split('\n').slice(-20).join('\n')}`,
      );
    }
  }
  return performance.now() - started;
}

/** What the build and `npm test` run to validate and generate: one command, one process. */
const VALIDATE_AND_GENERATE = ['generate'] as const;

export async function prepareScaleCopy(rootDir: string, brandsAdded: number): Promise<ScaleCopy> {
  const copy = await createScratchCopy(rootDir);
  try {
    const committedValidateGenerateMs = await timed(copy.dir, VALIDATE_AND_GENERATE);
    await writeSyntheticBrands(copy.dir, brandsAdded);
    const scaledValidateGenerateMs = await timed(copy.dir, VALIDATE_AND_GENERATE);
    await run(
      join(copy.dir, 'node_modules', '.bin', 'vite'),
      ['build', '--configLoader', 'runner', '--logLevel', 'error'],
      { cwd: copy.dir, maxBuffer: 1 << 26 },
    );
    return { copy, committedValidateGenerateMs, scaledValidateGenerateMs, brandsAdded };
  } catch (error) {
    await copy.dispose();
    throw error;
  }
}
