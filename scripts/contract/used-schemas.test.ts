import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/test-support/fixture-project';

/** Files under `dir` (relative to the repo) whose names end with one of `endings`, generated code aside. */
function files(dir: string, endings: readonly string[]): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && endings.some((e) => d.name.endsWith(e)))
    .map((d) => path.relative(REPO_ROOT, path.join(d.parentPath, d.name)))
    .filter((f) => !f.startsWith(path.join('src', 'generated')));
}

const API = path.join('schemas', 'api');
const SUFFIX = '.schema.json';
const apiSchemas = files(API, [SUFFIX]).map((f) => path.relative(API, f).slice(0, -SUFFIX.length));
/** Everything that may name a schema: the operation list, other schemas, the app, the sandbox and the scripts. */
const readers = [...files('schemas', ['.json']), ...files('src', ['.ts', '.tsx']), ...files('scripts', ['.ts'])]
  .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'))
  .map((f) => ({ file: f, text: readFileSync(path.join(REPO_ROOT, f), 'utf8') }));

/**
 * A schema is the one contract (STYLE.md, habit 11): one that no operation, no other schema and
 * no code names describes data nothing carries, and only misleads the next reader.
 */
describe('every API schema is used', () => {
  it.each(apiSchemas)('%s is named outside its own file', (name) => {
    const base = path.basename(name);
    const named = new RegExp(`["'/]${base.replace(/[.-]/g, '\\$&')}(\\.schema\\.json)?["'#]`);
    const own = path.join(API, `${name}${SUFFIX}`);
    expect(readers.filter((r) => r.file !== own && named.test(r.text)).map((r) => r.file)).not.toEqual([]);
  });
});
