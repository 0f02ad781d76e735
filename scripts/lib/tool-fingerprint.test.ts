import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './test-support/fixture-project';
import { CACHED_TOOLS, ownCodeHash, toolVersions } from './tool-fingerprint';

let root: string;
const write = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'heloc-fingerprint-'));
  await write('scripts/generate.ts', 'generate();\n');
  await write('scripts/generate/emit-types.ts', 'export const a = 1;\n');
  await write('scripts/generate/emit-types.test.ts', 'test();\n');
  await write('scripts/lib/content-cache.ts', 'export const b = 2;\n');
  await write('scripts/validate/check.ts', 'export const c = 3;\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('ownCodeHash', () => {
  it.each([
    ['a generator module changes', 'scripts/generate/emit-types.ts', true],
    ['a shared library module changes', 'scripts/lib/content-cache.ts', true],
    ['the generate command changes', 'scripts/generate.ts', true],
    ['a test changes', 'scripts/generate/emit-types.test.ts', false],
    ['validate code changes (it decides no cached output)', 'scripts/validate/check.ts', false],
  ])('%s: changed %s', async (_name, rel, changes) => {
    const before = ownCodeHash(root);
    await write(rel, `${await readFile(path.join(root, rel), 'utf8')}// edited\n`);
    expect(ownCodeHash(root) !== before).toBe(changes);
  });

  it('counts a new module', async () => {
    const before = ownCodeHash(root);
    await write('scripts/lib/new-helper.ts', 'export {};\n');
    expect(ownCodeHash(root)).not.toBe(before);
  });
});

describe('toolVersions', () => {
  it('reads the installed version of every cached tool', async () => {
    const versions = toolVersions();
    for (const tool of CACHED_TOOLS) {
      const installed = JSON.parse(
        await readFile(path.join(REPO_ROOT, 'node_modules', tool, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(versions[tool]).toBe(installed.version);
    }
  });
});
