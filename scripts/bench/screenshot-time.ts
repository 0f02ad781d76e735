/** The time of `npm run screenshots -- --brands <ORG>` on the current build (dist/), into a scratch folder. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function timeScreenshots(rootDir: string, orgCode: string): Promise<number> {
  const out = await mkdtemp(join(rootDir, '.scratch', 'bench-screenshots-'));
  try {
    const started = performance.now();
    await run(join(rootDir, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'playwright.screenshots.config.ts'], {
      cwd: rootDir,
      env: { ...process.env, SCREENSHOT_BRANDS: orgCode, SCREENSHOT_OUT: out },
      maxBuffer: 1 << 26,
    });
    return performance.now() - started;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
