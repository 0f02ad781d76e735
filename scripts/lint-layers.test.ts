import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

// The one-way layers of STYLE.md hold because lint refuses the wrong imports.
// ESLint with type-aware config takes seconds to start on a loaded 2-core machine.
describe('layer rules in eslint.config.js', { timeout: 60_000 }, () => {
  it.each([
    ['src/core/x.ts', "import { useState } from 'react';\nexport const a = useState;", 'no-restricted-imports'],
    ['src/core/x.ts', "import { useQuery } from '@tanstack/react-query';\nexport const a = useQuery;", 'no-restricted-imports'],
    ['src/core/x.ts', "import { Link } from 'react-router';\nexport const a = Link;", 'no-restricted-imports'],
    ['src/core/x.ts', 'export const a = () => window.location.href;', 'no-restricted-globals'],
    ['src/core/x.ts', "import { x } from '@/renderer/page-heading';\nexport const a = x;", 'no-restricted-imports'],
    ['src/renderer/x.ts', "import { x } from '@/features/flags/flag-keys';\nexport const a = x;", 'no-restricted-imports'],
    ['src/features/a/x.ts', "import { x } from '@/features/flags/flag-keys';\nexport const a = x;", 'no-restricted-imports'],
    ['src/features/a/x.ts', "import { x } from '@/app/router';\nexport const a = x;", 'no-restricted-imports'],
    ['src/app/x.ts', "import { x } from '@/sandbox/paths';\nexport const a = x;", 'no-restricted-imports'],
    ['src/sandbox/x.ts', "import React from 'react';\nexport const a = React;", 'no-restricted-imports'],
    ['src/app/x.tsx', 'export const A = () => <div dangerouslySetInnerHTML={{ __html: "" }} />;', 'no-restricted-syntax'],
    ['src/app/x.ts', "export const a = new Function('return 1');", 'no-new-func'],
  ])('%s: %s is refused', async (file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it.each([
    ['src/core/x.ts', "import { US_STATES } from '@/core/geo/us-states';\nexport const a = US_STATES;"],
    ['src/renderer/x.ts', "import { fillTemplate } from '@/core/text/template';\nexport const a = fillTemplate;"],
    ['src/app/x.ts', "import { useFlag } from '@/features/flags/api/get-features';\nexport const a = useFlag;"],
  ])('%s: allowed import passes', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});
