import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureProject, REPO_ROOT, type FixtureProject } from './lib/test-support/fixture-project';

const run = promisify(execFile);

/** `npm run validate`'s command on a project folder, with its own cache folder: exit code and output. */
async function validate(rootDir: string, cacheDir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/launch.mjs', 'scripts/validate.ts', rootDir], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1', HELOC_CACHE_DIR: cacheDir } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

describe('scripts/launch.mjs', () => {
  let fx: FixtureProject;
  let cacheDir: string;
  beforeAll(async () => {
    fx = await createFixtureProject();
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'launch-cache-'));
  });
  afterAll(async () => {
    await fx.cleanup();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('runs a script through tsx on a cold cache, then from its stored bundle, with the same output and exit code', async () => {
    const cold = await validate(fx.rootDir, cacheDir);
    expect(cold.code).toBe(0);
    expect(cold.output).toMatch(/✓ 3 brands/);
    // The second run finds the launch record the first one stored.
    expect(existsSync(path.join(cacheDir, 'launch', 'scripts__validate.ts.json'))).toBe(true);
    const warm = await validate(fx.rootDir, cacheDir);
    expect(warm).toEqual(cold);

    // The script's bundle is current but the bundle of the module it imports is gone (its source
    // changed): that module loads from source, through tsx's loader registered on the way.
    const launched = (JSON.parse(await readFile(path.join(cacheDir, 'launch', 'scripts__validate.ts.json'), 'utf8')) as { bundle: string }).bundle;
    for (const entry of await readdir(cacheDir)) {
      if (entry.startsWith('script-bundle-') && !launched.includes(entry)) await rm(path.join(cacheDir, entry), { recursive: true });
    }
    expect(await validate(fx.rootDir, cacheDir)).toEqual(cold);

    await fx.editManifest('BETA', (m) => {
      m.orgCode = 'not an org code';
    });
    const broken = await validate(fx.rootDir, cacheDir);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/orgCode/);
  }, 60_000);
});
