import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles, relativePosix } from './list-files';

/** Where the generator writes by default; tests pass their own folder. */
export function defaultOutDir(rootDir: string): string {
  return path.join(rootDir, 'src', 'generated');
}

export const BRAND_INDEX_FILE = 'brand-index.ts';
export const STALE_MESSAGE = 'src/generated is stale (inputs changed since the last generation): run npm run generate';

/**
 * Everything generated output depends on: the data and schemas, and the generator's own code
 * (scripts/generate.ts, scripts/generate/** and the build libraries it uses in scripts/lib/**,
 * without tests), and the pure core modules that decide what it writes (which engine draws a
 * form; the JSON pointers `$ref` inlining follows), so changing how files are generated also
 * marks the output stale.
 */
export const GENERATOR_CORE_MODULES = ['src/core/form/light-subset.ts', 'src/core/json-pointer.ts'];

export async function listHashInputs(rootDir: string): Promise<string[]> {
  const scriptsDir = path.join(rootDir, 'scripts');
  const generatorCode = (p: string) => !p.endsWith('.test.ts');
  const [schemas, brands, flows, topLevel, generator, libraries] = await Promise.all([
    listFiles(path.join(rootDir, 'schemas')),
    listFiles(path.join(rootDir, 'brands')),
    listFiles(path.join(rootDir, 'flows')),
    listFiles(scriptsDir, (p) => path.dirname(p) === scriptsDir && path.basename(p).startsWith('generate')),
    listFiles(path.join(scriptsDir, 'generate'), generatorCode),
    listFiles(
      path.join(scriptsDir, 'lib'),
      (p) => generatorCode(p) && !p.includes(`${path.sep}test-support${path.sep}`),
    ),
  ]);
  const core = GENERATOR_CORE_MODULES.map((file) => path.join(rootDir, file)).filter((file) => existsSync(file));
  return [...schemas, ...brands, ...flows, ...topLevel.filter(generatorCode), ...generator, ...libraries, ...core];
}

/** sha256 over the sorted relative paths and contents of the inputs: renames count as changes too. */
export async function computeInputHash(rootDir: string): Promise<string> {
  const files = (await listHashInputs(rootDir)).map((abs) => ({ abs, rel: relativePosix(rootDir, abs) }));
  files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const hash = createHash('sha256');
  files.forEach((f) => {
    const bytes = readFileSync(f.abs);
    hash.update(`${f.rel}\0${bytes.length}\0`);
    hash.update(bytes);
  });
  return hash.digest('hex');
}

/** The INPUT_HASH recorded by the last generation, or undefined when there is none. */
export async function readGeneratedHash(outDir: string): Promise<string | undefined> {
  const text = await readFile(path.join(outDir, BRAND_INDEX_FILE), 'utf8').catch(() => '');
  return /export const INPUT_HASH = '([0-9a-f]{64})'/.exec(text)?.[1];
}

/** Fails the build early instead of shipping brand data that no longer matches brands/. */
export async function assertGeneratedFresh(rootDir: string, outDir: string = defaultOutDir(rootDir)): Promise<void> {
  const [recorded, current] = await Promise.all([readGeneratedHash(outDir), computeInputHash(rootDir)]);
  // A missing folder is reported like a stale one: the fix is the same command.
  if (recorded !== current) throw new Error(STALE_MESSAGE);
}
