import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../lib/json-document';
import { REPO_ROOT } from '../lib/test-support/fixture-project';
import { emitFlagKeys, FEATURE_FLAGS_FILE } from './emit-flag-keys';
import type { OutputFile } from './output-files';

const doc = (value: unknown) =>
  parseJsonDocument(FEATURE_FLAGS_FILE, path.join(REPO_ROOT, FEATURE_FLAGS_FILE), `${JSON.stringify(value)}\n`);

const text = (files: OutputFile[]) => {
  const [file] = files;
  if (!file || !('contents' in file)) throw new Error('no flags/keys.ts written');
  return file.contents;
};

describe('emitFlagKeys', () => {
  it('writes the keys of the flag list in file order, their defaults and variables, and none of the descriptions', () => {
    const files = emitFlagKeys([
      doc({
        flags: [
          { key: 'fe-b', default: true, description: 'Documentation for onboarding staff.' },
          { key: 'fe-a', default: false, description: 'More documentation.', variables: { zipCodes: ['90265'] } },
        ],
      }),
    ]);
    expect(files.map((f) => f.path)).toEqual(['flags/keys.ts']);
    expect(text(files)).toContain('export const FLAG_KEY_LIST: readonly string[] = ["fe-b","fe-a"];');
    expect(text(files)).toContain(
      '{"fe-b":{"enabled":true,"variables":{}},"fe-a":{"enabled":false,"variables":{"zipCodes":["90265"]}}}',
    );
    expect(text(files)).not.toContain('documentation');
  });

  it('writes an empty list when the project has no flag file', () => {
    expect(text(emitFlagKeys([]))).toContain('= [];');
  });
});
