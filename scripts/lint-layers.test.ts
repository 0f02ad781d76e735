import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const PATHS = 'import-x/no-restricted-paths';

// The one-way layers of STYLE.md hold because lint refuses the wrong imports, however they are
// spelled: the rules look at the file an import resolves to, so `@/` and relative paths alike.
// ESLint takes seconds to start on a loaded 2-core machine.
describe('layer rules in eslint.config.js', { timeout: 60_000 }, () => {
  it.each([
    ['src/core/x.ts', "import { useState } from 'react';\nexport const a = useState;", 'no-restricted-imports'],
    [
      'src/core/x.ts',
      "import { useQuery } from '@tanstack/react-query';\nexport const a = useQuery;",
      'no-restricted-imports',
    ],
    ['src/core/x.ts', "import { Link } from 'react-router';\nexport const a = Link;", 'no-restricted-imports'],
    ['src/core/x.ts', 'export const a = () => window.location.href;', 'no-restricted-globals'],
    ['src/core/x.ts', "import { x } from '@/renderer/page-heading';\nexport const a = x;", PATHS],
    ['src/core/text/x.ts', "import { x } from '../../renderer/page-heading';\nexport const a = x;", PATHS],
    ['src/core/x.ts', "import { x } from '@/api/get-profile';\nexport const a = x;", PATHS],
    ['src/renderer/x.ts', "import { x } from '@/features/flags/flag-keys';\nexport const a = x;", PATHS],
    ['src/renderer/x.ts', "import { x } from '../api/get-identity';\nexport const a = x;", PATHS],
    ['src/api/x.ts', "import { x } from '../features/flags/flag-keys';\nexport const a = x;", PATHS],
    ['src/features/session/x.ts', "import { x } from '@/features/flags/flag-keys';\nexport const a = x;", PATHS],
    ['src/features/registration/x.ts', "import { x } from '../session/use-logout';\nexport const a = x;", PATHS],
    ['src/features/registration/submit/x.ts', "import { x } from '../../flags/flag-keys';\nexport const a = x;", PATHS],
    ['src/features/flags/x.ts', "import { x } from '@/app/router';\nexport const a = x;", PATHS],
    ['src/features/flags/api/x.ts', "import { x } from '../../../app/router';\nexport const a = x;", PATHS],
    ['src/app/x.ts', "import { x } from '@/sandbox/paths';\nexport const a = x;", PATHS],
    ['src/app/x.ts', "import { x } from '../../scripts/lib/json-document';\nexport const a = x;", PATHS],
    ['src/app/x.ts', "import c from '@/generated/brand-catalog.json';\nexport const a = c;", PATHS],
    ['src/sandbox/x.ts', "import React from 'react';\nexport const a = React;", 'no-restricted-imports'],
    ['src/sandbox/x.ts', "import { x } from '../renderer/page-heading';\nexport const a = x;", PATHS],
    ['scripts/x.ts', "import { x } from '../src/app/router';\nexport const a = x;", PATHS],
    ['contract/kit/x.ts', "import { x } from '../../src/core/json-pointer';\nexport const a = x;", PATHS],
    ['contract/kit/x.ts', "import { x } from '@/core/json-pointer';\nexport const a = x;", PATHS],
    ['contract/kit/x.ts', "import { x } from '../../scripts/contract/api-schemas';\nexport const a = x;", PATHS],
    ['contract/kit/x.ts', "import o from '../../schemas/api/operations.json';\nexport const a = o;", PATHS],
    ['src/app/x.ts', "import { x } from '../../contract/kit/plan';\nexport const a = x;", PATHS],
    [
      'src/app/x.tsx',
      'export const A = (html: never) => <div dangerouslySetInnerHTML={html} />;',
      'no-restricted-syntax',
    ],
    ['src/app/x.ts', "export const a = new Function('return 1');", 'no-new-func'],
  ])('%s: %s is refused', async (file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it.each([
    ['src/core/x.ts', "import { US_STATES } from '@/core/geo/us-states';\nexport const a = US_STATES;"],
    ['src/core/text/x.ts', "import { US_STATES } from '../geo/us-states';\nexport const a = US_STATES;"],
    ['src/renderer/x.ts', "import { fillTemplate } from '@/core/text/template';\nexport const a = fillTemplate;"],
    ['src/features/flags/x.ts', "import { x } from './flag-keys';\nexport const a = x;"],
    ['src/features/session/x.ts', "import { useProfile } from '@/api/get-profile';\nexport const a = useProfile;"],
    ['src/app/x.ts', "import { useFlag } from '@/features/flags/api/get-features';\nexport const a = useFlag;"],
    ['contract/kit/x.ts', "import { runKit } from './run-kit';\nexport const a = runKit;"],
    ['scripts/x.ts', "import { certify } from '../contract/kit/certify';\nexport const a = certify;"],
  ])('%s: allowed import passes', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });

  // A cycle needs both files on disk; they live in the git-ignored scratch folder, which lint
  // skips unless told not to.
  describe('import cycles', () => {
    const dir = join('.scratch', `lint-cycle-${process.pid}`);
    const unignored = new ESLint({ cwd: process.cwd(), ignore: false });
    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => a() - 1;\n");
      writeFileSync(join(dir, 'e.ts'), "import type { F } from './f';\nexport type E = F;\nexport const e = 1;\n");
      writeFileSync(join(dir, 'f.ts'), "import { e } from './e';\nexport type F = number;\nexport const f = e;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('a cycle between two files is refused', async () => {
      expect(
        await ruleIds(
          join(dir, 'b.ts'),
          "import { a } from './a';\nexport const b = (): number => a() - 1;\n",
          unignored,
        ),
      ).toContain('import-x/no-cycle');
    });

    it('a type-only import back is not a cycle', async () => {
      expect(
        await ruleIds(
          join(dir, 'f.ts'),
          "import { e } from './e';\nexport type F = number;\nexport const f = e;\n",
          unignored,
        ),
      ).toEqual([]);
    });
  });
});
