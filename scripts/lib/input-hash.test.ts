import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureProject, type FixtureProject } from './test-support/fixture-project';
import { computeInputHash } from './input-hash';

let fx: FixtureProject;
beforeAll(async () => {
  fx = await createFixtureProject();
  await fx.write('scripts/generate/emit-things.ts', 'export const a = 1;\n');
});
afterAll(() => fx.cleanup());

describe('computeInputHash', () => {
  it.each([
    {
      change: 'a brand manifest',
      edit: (f: FixtureProject) => f.editManifest('BETA', (m) => void (m.displayName = 'Beta CU')),
      changes: true,
    },
    {
      change: 'a logo',
      edit: (f: FixtureProject) => f.write('brands/BETA/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      changes: true,
    },
    {
      change: 'a schema',
      edit: (f: FixtureProject) => f.write('schemas/flows/extra.schema.json', '{}'),
      changes: true,
    },
    { change: 'a flow file', edit: (f: FixtureProject) => f.write('flows/extra.json', '{}'), changes: true },
    {
      change: 'the generator entry',
      edit: (f: FixtureProject) => f.write('scripts/generate.ts', '// v2\n'),
      changes: true,
    },
    {
      change: 'generator code',
      edit: (f: FixtureProject) => f.write('scripts/generate/emit-things.ts', 'export const a = 2;\n'),
      changes: true,
    },
    {
      change: 'a generator test',
      edit: (f: FixtureProject) => f.write('scripts/generate/emit-things.test.ts', '// test\n'),
      changes: false,
    },
    {
      change: 'a build library the generator uses',
      edit: (f: FixtureProject) => f.write('scripts/lib/flow-refs.ts', 'export const b = 2;\n'),
      changes: true,
    },
    {
      change: 'the core module that picks a form engine',
      edit: (f: FixtureProject) => f.write('src/core/form/light-subset.ts', 'export const c = 3;\n'),
      changes: true,
    },
    {
      change: 'the core module that reads JSON pointers for $ref inlining',
      edit: (f: FixtureProject) => f.write('src/core/json-pointer.ts', 'export const d = 4;\n'),
      changes: true,
    },
    {
      change: 'a build library test',
      edit: (f: FixtureProject) => f.write('scripts/lib/flow-refs.test.ts', '// test\n'),
      changes: false,
    },
    {
      change: 'an unrelated script',
      edit: (f: FixtureProject) => f.write('scripts/serve.ts', '// serve\n'),
      changes: false,
    },
    { change: 'src/', edit: (f: FixtureProject) => f.write('src/main.ts', '// app\n'), changes: false },
  ])('changing $change changes the hash: $changes', async ({ edit, changes }) => {
    const before = await computeInputHash(fx.rootDir);
    await edit(fx);
    const after = await computeInputHash(fx.rootDir);
    expect(after !== before).toBe(changes);
  });
});
