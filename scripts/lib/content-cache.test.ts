import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, ContentCache } from './content-cache';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'heloc-cache-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

const TOOLS = { versions: { ajv: '8.20.0', esbuild: '0.28.2' }, code: 'abc' };
const schemaTexts = (text: string) => [['schemas/a.schema.json', text]];
const keyFor = (tools: unknown, text: string) => cacheKey('types', [tools, schemaTexts(text)]);

/** A compute step that counts its calls, as json-schema-to-typescript or ajv would be. */
function counter(texts: Record<string, string>) {
  const compute = vi.fn(async () => texts);
  return compute;
}

/** The folder of the one stored entry of a namespace. */
async function entryDir(namespace: string): Promise<string> {
  const [name] = (await readdir(dir)).filter((n) => n.startsWith(`${namespace}-`));
  return path.join(dir, name!);
}

describe('ContentCache', () => {
  it('computes on a miss, then serves the stored texts, also to a later process', async () => {
    const compute = counter({ 'types/a.ts': 'export type A = string;\n', 'root-types.json': '{"a":"A"}' });
    const key = keyFor(TOOLS, '{"type":"string"}');
    const first = await new ContentCache(dir).getOrCompute('types', key, compute);
    const again = await new ContentCache(dir).getOrCompute('types', key, compute);
    expect(again).toEqual(first);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(new ContentCache(dir).read('types', key)?.texts['types/a.ts']).toBe('export type A = string;\n');
  });

  it('misses when an input changes', async () => {
    const cache = new ContentCache(dir);
    await cache.getOrCompute('types', keyFor(TOOLS, '{"type":"string"}'), counter({ out: 'one' }));
    const compute = counter({ out: 'two' });
    expect(await cache.getOrCompute('types', keyFor(TOOLS, '{"type":"number"}'), compute)).toEqual({ out: 'two' });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('misses when a tool version or the generator code changes', async () => {
    const cache = new ContentCache(dir);
    await cache.getOrCompute('types', keyFor(TOOLS, '{}'), counter({ out: 'old' }));
    const newerAjv = { ...TOOLS, versions: { ...TOOLS.versions, ajv: '8.21.0' } };
    const editedCode = { ...TOOLS, code: 'abd' };
    expect(new ContentCache(dir).read('types', keyFor(newerAjv, '{}'))).toBeUndefined();
    expect(new ContentCache(dir).read('types', keyFor(editedCode, '{}'))).toBeUndefined();
    expect(new ContentCache(dir).read('types', keyFor(TOOLS, '{}'))).toBeDefined();
  });

  it.each([
    [
      'a stored text whose bytes changed',
      async (entry: string) => writeFile(path.join(entry, '0.ts'), 'export type A = number;\n'),
    ],
    ['a stored text that is gone', async (entry: string) => rm(path.join(entry, '0.ts'))],
    [
      'an index that is not JSON',
      async (entry: string) => writeFile(path.join(entry, 'index.json'), '{"format": 1, "key": '),
    ],
    [
      'an index stored under another key',
      async (entry: string) => {
        const index = JSON.parse(await readFile(path.join(entry, 'index.json'), 'utf8'));
        await writeFile(path.join(entry, 'index.json'), JSON.stringify({ ...index, key: '0'.repeat(64) }));
      },
    ],
  ])('ignores %s, recomputes and repairs the entry', async (_name, corrupt) => {
    const key = keyFor(TOOLS, '{}');
    await new ContentCache(dir).getOrCompute('types', key, counter({ 'types/a.ts': 'export type A = string;\n' }));
    await corrupt(await entryDir('types'));
    expect(new ContentCache(dir).read('types', key)).toBeUndefined();
    const compute = counter({ 'types/a.ts': 'export type A = string;\n' });
    expect(await new ContentCache(dir).getOrCompute('types', key, compute)).toEqual({
      'types/a.ts': 'export type A = string;\n',
    });
    expect(compute).toHaveBeenCalledTimes(1);
    expect(new ContentCache(dir).read('types', key)?.texts).toEqual({ 'types/a.ts': 'export type A = string;\n' });
  });

  it('gives the path of a stored module, which imports', async () => {
    const key = keyFor(TOOLS, 'module');
    const cache = new ContentCache(dir);
    cache.write('validators', key, { 'module.mjs': 'export const answer = 42;\n' });
    const entry = new ContentCache(dir).read('validators', key)!;
    expect(path.extname(entry.pathOf('module.mjs'))).toBe('.mjs');
    expect(((await import(pathToFileURL(entry.pathOf('module.mjs')).href)) as { answer: number }).answer).toBe(42);
  });

  it('reads and writes nothing with HELOC_CACHE=off', async () => {
    vi.stubEnv('HELOC_CACHE', 'off');
    const cache = new ContentCache(dir);
    const compute = counter({ out: 'x' });
    await cache.getOrCompute('types', keyFor(TOOLS, '{}'), compute);
    await cache.getOrCompute('types', keyFor(TOOLS, '{}'), compute);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the newest entries of a namespace and leaves other namespaces alone', async () => {
    const cache = new ContentCache(dir);
    cache.write('validators', keyFor(TOOLS, 'kept'), { out: 'kept' });
    for (let i = 0; i < 12; i++) {
      cache.write('types', keyFor(TOOLS, String(i)), { out: String(i) });
      // mtimes a few ms apart, so "newest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const names = await readdir(dir);
    expect(names.filter((n) => n.startsWith('types-'))).toHaveLength(8);
    expect(new ContentCache(dir).read('types', keyFor(TOOLS, '11'))).toBeDefined();
    expect(new ContentCache(dir).read('types', keyFor(TOOLS, '0'))).toBeUndefined();
    expect(new ContentCache(dir).read('validators', keyFor(TOOLS, 'kept'))).toBeDefined();
  });
});
