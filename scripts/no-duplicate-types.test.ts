import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  declaredShapes,
  findDuplicates,
  generatedShapes,
  type Duplicate,
  type GeneratedTypes,
} from './test-support/duplicate-types';
import { listFiles, relativePosix } from './lib/list-files';

const root = process.cwd();
const generatedDir = path.join(root, 'src/generated/types');

/** The name json-schema-to-typescript gives a schema's root type: its title (every schema here has one). */
function rootName(schemaFile: string): string {
  const title = (JSON.parse(readFileSync(schemaFile, 'utf8')) as { title?: unknown }).title;
  if (typeof title !== 'string')
    throw new Error(`${relativePosix(root, schemaFile)} has no title: its generated type name would be guessed`);
  return title;
}

async function loadGenerated(): Promise<GeneratedTypes> {
  const schemas = await listFiles(path.join(root, 'schemas'), (f) => f.endsWith('.schema.json'));
  const typeFiles = await listFiles(generatedDir, (f) => f.endsWith('.ts'));
  return {
    rootNames: new Set(schemas.map(rootName)),
    shapes: typeFiles.flatMap((f) => generatedShapes({ file: relativePosix(root, f), text: readFileSync(f, 'utf8') })),
  };
}

const handWritten = (f: string): boolean =>
  /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.includes(`${path.sep}generated${path.sep}`);

const describeDuplicate = ({ declared, reason, generated }: Duplicate): string =>
  `${declared.file}:${declared.line} ${declared.name} ${reason === 'name' ? 'declares again the generated type' : 'has the shape of the generated'} ${generated}`;

// STYLE.md habit 11: request, response and manifest types come from schemas/; nothing declares them again.
describe('no hand-written copy of a generated type', { timeout: 60_000 }, () => {
  it('src/ and scripts/ import the types schemas/ generates instead of declaring them again', async () => {
    if (!existsSync(generatedDir)) throw new Error('src/generated/types is missing: run npm run generate first');
    const generated = await loadGenerated();
    const files = [
      ...(await listFiles(path.join(root, 'src'), handWritten)),
      ...(await listFiles(path.join(root, 'scripts'), handWritten)),
    ];
    const declared = files.flatMap((f) =>
      declaredShapes({ file: relativePosix(root, f), text: readFileSync(f, 'utf8') }),
    );
    expect(findDuplicates(generated, declared).map(describeDuplicate)).toEqual([]);
  });

  const generated: GeneratedTypes = {
    rootNames: new Set(['RegisterRequest']),
    shapes: [
      ...generatedShapes({
        file: 'src/generated/types/register-request.ts',
        text: 'export interface RegisterRequest {\nemail: string\npassword: string\nphoneNumber: string\nnickname?: string\n}',
      }),
      ...generatedShapes({
        file: 'src/generated/types/status-patch.ts',
        text: 'export interface StatusPatch {\nbpo?: string\ntitle?: string\nhold?: boolean\nisCrypto?: boolean\n}',
      }),
    ],
  };
  const check = (text: string) =>
    findDuplicates(generated, declaredShapes({ file: 'src/sandbox/routes/x.ts', text })).map((d) => [
      d.declared.name,
      d.reason,
    ]);

  it.each([
    ['the same name', 'interface RegisterRequest { email: string }', [['RegisterRequest', 'name']]],
    [
      'the same name, as a type alias',
      'type RegisterRequest = { email: string; other: number }',
      [['RegisterRequest', 'name']],
    ],
    [
      'the same properties under another name',
      'interface Body { email: string; password: string; phoneNumber: string }',
      [['Body', 'shape']],
    ],
    [
      'the same properties, some optional ones too',
      'type Body = { email: string; password: string; phoneNumber: string; nickname?: string }',
      [['Body', 'shape']],
    ],
    [
      'every property of a body that requires none',
      'interface Patch { bpo?: string; title?: string; hold?: boolean; isCrypto?: boolean }',
      [['Patch', 'shape']],
    ],
    [
      'the same properties in an intersection',
      'type Body = Base & { email: string; password: string; phoneNumber: string }',
      [['Body', 'shape']],
    ],
  ])('catches a copy with %s', (_what, text, expected) => {
    expect(check(text)).toEqual(expected);
  });

  it.each([
    [
      'an alias of the generated type',
      "import type { RegisterRequest as R } from '@/generated/types/register-request';\ntype RegisterRequest = R;",
    ],
    ['a part of the generated type', "type Email = RegisterRequest['email'];"],
    [
      'a shape that leaves out a required property',
      'interface Login { email: string; password: string; remember: boolean }',
    ],
    [
      'a few fields of a body that requires none',
      'interface StepFields { bpo?: string; title?: string; hold?: boolean }',
    ],
    [
      'a shape with properties the generated one lacks',
      'interface Account { email: string; password: string; phoneNumber: string; role: string }',
    ],
  ])('lets %s pass', (_what, text) => {
    expect(check(text)).toEqual([]);
  });
});
