import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importsOf } from './test-support/import-cycles';
import { listFiles, relativePosix } from './lib/list-files';

const root = process.cwd();

describe('import cycles, type-only imports included', () => {
  it('finds a cycle, a longer one, and none in a line', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(cycles(graph({ a: ['b'], b: ['a'] }))).toEqual([['a', 'b']]);
    expect(cycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });

  it.each(['src', 'contract/kit'])('%s/ has none: a type two modules share lives in a third', async (dir) => {
    const files = (await listFiles(path.join(root, dir))).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}generated${path.sep}`),
    );
    expect(files.length).toBeGreaterThan(5);
    const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'), root)]));
    expect(cycles(graph).map((group) => group.map((f) => relativePosix(root, f)).join(' <-> '))).toEqual([]);
  });
});
