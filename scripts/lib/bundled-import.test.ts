import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBundle, importBundled, storeBundle } from './bundled-import';
import { REPO_ROOT } from './test-support/fixture-project';

// The entry files live inside the repository (bundles are of this repository's scripts), in .scratch/.
let dir: string;
let cacheDir: string;
const entry = () => path.join(dir, 'entry.ts');
const writeDep = (answer: number) => writeFile(path.join(dir, 'dep.ts'), `export const answer: number = ${answer};\n`);

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-cache-'));
  process.env.HELOC_CACHE_DIR = cacheDir;
  await mkdir(path.join(REPO_ROOT, '.scratch'), { recursive: true });
});
afterAll(async () => {
  delete process.env.HELOC_CACHE_DIR;
  await rm(cacheDir, { recursive: true, force: true });
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(REPO_ROOT, '.scratch', 'bundled-import-'));
  await writeFile(entry(), "import { answer } from './dep';\n\nexport const value = answer + 1;\nexport const here = import.meta.url;\n");
  await writeDep(41);
  return () => rm(dir, { recursive: true, force: true });
});

describe('bundled imports', () => {
  it('stores a bundle that behaves like the modules, import.meta.url included', async () => {
    expect(currentBundle(entry())).toBeUndefined();
    expect(await storeBundle(entry())).toBe(true);
    const bundled = (await import(currentBundle(entry())!)) as { value: number; here: string };
    expect(bundled.value).toBe(42);
    expect(bundled.here).toBe(pathToFileURL(entry()).href);
  });

  it('never serves a bundle once a file in it changed', async () => {
    await storeBundle(entry());
    const before = currentBundle(entry());
    await writeDep(99);
    expect(currentBundle(entry())).toBeUndefined();
    await storeBundle(entry());
    const after = currentBundle(entry())!;
    expect(after).not.toBe(before);
    expect(((await import(after)) as { value: number }).value).toBe(100);
  });

  it('leaves a module that reads import.meta beyond .url to tsx', async () => {
    await writeFile(entry(), 'export const here = import.meta.dirname;\n');
    expect(await storeBundle(entry())).toBe(false);
    expect(currentBundle(entry())).toBeUndefined();
  });

  it('imports the modules themselves, and stores nothing, with HELOC_CACHE=off', async () => {
    vi.stubEnv('HELOC_CACHE', 'off');
    try {
      expect((await importBundled<{ value: number }>(pathToFileURL(entry()))).value).toBe(42);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(currentBundle(entry())).toBeUndefined();
  });
});
