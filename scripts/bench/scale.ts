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

/**
 * The time of `npm run generate` (which validates first, in the same process, as the build runs
 * it), as the command npm would run, without npm's own start-up.
 */
async function timeValidateGenerate(dir: string): Promise<number> {
  const [command, args] = npmScriptCommand(dir, 'generate');
  const started = performance.now();
  try {
    await run(command, args, { cwd: dir, maxBuffer: 1 << 26, env: { ...process.env, NO_COLOR: '1' } });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `npm run generate failed in ${dir}:\n${`${stdout}${stderr}`.trim().split('\n').slice(-20).join('\n')}`,
    );
  }
  return performance.now() - started;
}

export async function prepareScaleCopy(rootDir: string, brandsAdded: number): Promise<ScaleCopy> {
  const copy = await createScratchCopy(rootDir);
  try {
    const committedValidateGenerateMs = await timeValidateGenerate(copy.dir);
    await writeSyntheticBrands(copy.dir, brandsAdded);
    const scaledValidateGenerateMs = await timeValidateGenerate(copy.dir);
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
