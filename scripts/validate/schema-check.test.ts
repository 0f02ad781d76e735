import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixtureProject, type FixtureProject } from '../lib/test-support/fixture-project';
import { compileSchemaSet } from '../lib/schema-registry';
import { formatDiagnostic } from './diagnostic';
import { validateProject } from './validate-project';

// Counts compiles, to show that a run over unchanged schemas compiles nothing.
vi.mock('../lib/schema-registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/schema-registry')>();
  return { ...actual, compileSchemaSet: vi.fn(actual.compileSchemaSet) };
});

let fx: FixtureProject;
let cacheDir: string;
const BETA = 'brands/BETA/manifest.json';
const lines = async () => (await validateProject(fx.rootDir)).map(formatDiagnostic);
/** The same validation with the cache off: every schema compiled by ajv in this run. */
async function uncachedLines(): Promise<string[]> {
  vi.stubEnv('HELOC_CACHE', 'off');
  try {
    return await lines();
  } finally {
    vi.unstubAllEnvs();
  }
}

// One cache folder for the file, starting empty; a fresh fixture per test.
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'heloc-cache-'));
  process.env.HELOC_CACHE_DIR = cacheDir;
});
afterAll(async () => {
  delete process.env.HELOC_CACHE_DIR;
  await rm(cacheDir, { recursive: true, force: true });
});
beforeEach(async () => {
  fx = await createFixtureProject();
  vi.mocked(compileSchemaSet).mockClear();
});
afterEach(() => fx.cleanup());

describe('validate with precompiled validators from the cache', { timeout: 60_000 }, () => {
  it('compiles the schemas once, stores them, and compiles nothing on the next run', async () => {
    expect(await lines()).toEqual([]);
    expect(compileSchemaSet).toHaveBeenCalled();
    vi.mocked(compileSchemaSet).mockClear();
    expect(await lines()).toEqual([]);
    expect(compileSchemaSet).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a wrong type',
      (fx: FixtureProject) => fx.editManifest('BETA', (m) => void (m.displayName = 5)),
      `${BETA}:4:18  /displayName  `,
    ],
    [
      'a value outside an enum',
      (fx: FixtureProject) => fx.editManifest('BETA', (m) => void (m.footer.termsLabel = 'Terms')),
      `${BETA}:53:19  /footer/termsLabel  `,
    ],
    ['a syntax error', (fx: FixtureProject) => fx.write(BETA, '{\n  "orgCode": "BETA",\n}\n'), `${BETA}:3:1  `],
  ])('reports %s at the same file, line, column and pointer as a full compile', async (_name, breakIt, at) => {
    expect(await lines()).toEqual([]);
    await breakIt(fx);
    const cached = await lines();
    expect(cached.some((l) => l.startsWith(at))).toBe(true);
    expect(cached).toEqual(await uncachedLines());
  });

  it('compiles again, and reports the schema, when a schema file changes', async () => {
    await fx.write(
      'schemas/flows/feature-flags.schema.json',
      '{ "type": "object", "properties": { "flags": { "type": "array", "minItem": 1 } } }\n',
    );
    const found = await lines();
    expect(compileSchemaSet).toHaveBeenCalled();
    expect(found).toEqual([
      expect.stringMatching(
        /^flows\/feature-flags\.json:2:14  \/\$schema  names schemas\/flows\/feature-flags\.schema\.json, which cannot be used until/,
      ),
      expect.stringMatching(
        /^schemas\/flows\/feature-flags\.schema\.json:1:65  \/properties\/flags\/minItem  is not a usable schema: .*unknown keyword: "minItem"/,
      ),
    ]);
  });
});
