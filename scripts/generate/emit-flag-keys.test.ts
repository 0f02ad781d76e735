import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../lib/json-document';
import { REPO_ROOT } from '../lib/test-support/fixture-project';
import { emitFlagKeys, FEATURE_FLAGS_FILE } from './emit-flag-keys';
import type { OutputFile } from './output-files';

const doc = (value: unknown) =>
  parseJsonDocument(FEATURE_FLAGS_FILE, path.join(REPO_ROOT, FEATURE_FLAGS_FILE), `${JSON.stringify(value)}\n`);

const text = (files: OutputFile[], path = 'flags/keys.ts') => {
  const file = files.find((f) => f.path === path);
  if (!file || !('contents' in file)) throw new Error(`no ${path} written`);
  return file.contents;
};

describe('emitFlagKeys', () => {
  it('writes the keys of the flag list in file order, apart their defaults and variables, and no descriptions', () => {
    const files = emitFlagKeys([
      doc({
        flags: [
          { key: 'fe-b', default: true, description: 'Documentation for onboarding staff.' },
          { key: 'fe-a', default: false, description: 'More documentation.', variables: { zipCodes: ['90265'] } },
        ],
      }),
    ]);
    // The defaults load only when the flags call fails (src/core/flags/flags-or-manifest.ts).
    expect(files.map((f) => f.path)).toEqual(['flags/keys.ts', 'flags/defaults.ts']);
    expect(text(files)).toContain('export const FLAG_KEY_LIST: readonly string[] = ["fe-b","fe-a"];');
    expect(text(files)).not.toContain('zipCodes');
    expect(text(files, 'flags/defaults.ts')).toContain(
      '{"fe-b":{"enabled":true,"variables":{}},"fe-a":{"enabled":false,"variables":{"zipCodes":["90265"]}}}',
    );
    for (const path of ['flags/keys.ts', 'flags/defaults.ts']) expect(text(files, path)).not.toContain('documentation');
  });

  it('writes an empty list when the project has no flag file', () => {
    expect(text(emitFlagKeys([]))).toContain('= [];');
  });
});
