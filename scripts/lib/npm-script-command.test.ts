import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { npmScriptCommand } from './npm-script-command';

describe('npmScriptCommand', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'npm-script-'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      scripts: { validate: 'node scripts/launch.mjs scripts/validate.ts', lint: 'eslint .', both: 'a && b' },
    }),
  );

  it('runs node as this node, and other commands from node_modules/.bin', () => {
    expect(npmScriptCommand(dir, 'validate')).toEqual([
      process.execPath,
      ['scripts/launch.mjs', 'scripts/validate.ts'],
    ]);
    expect(npmScriptCommand(dir, 'lint')).toEqual([path.join(dir, 'node_modules', '.bin', 'eslint'), ['.']]);
  });

  it('refuses a missing script and a shell line', () => {
    expect(() => npmScriptCommand(dir, 'nope')).toThrow(/no script "nope"/);
    expect(() => npmScriptCommand(dir, 'both')).toThrow(/not a plain command/);
  });

  it('reads this repository’s validate and generate', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    for (const name of ['validate', 'generate']) expect(() => npmScriptCommand(root, name)).not.toThrow();
  });
});
