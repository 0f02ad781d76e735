import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { generatedKeysCheck } from './generated-keys';

const FILE = 'flows/forms/payment.json';

async function problems(value: unknown): Promise<string[]> {
  const doc = parseJsonDocument(FILE, path.join(REPO_ROOT, FILE), `${JSON.stringify(value, null, 2)}\n`);
  return (
    await generatedKeysCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles: [doc], validFiles: new Set() })
  ).map(formatDiagnostic);
}

const form = { schema: { type: 'object', properties: {} }, uiSchema: {} };

describe('generated keys check', () => {
  it('passes forms without the keys generation writes', async () => {
    expect(await problems({ steps: [form], engine: 'not a form: left alone' })).toEqual([]);
  });

  it('refuses engine and rjsfValidators written beside a form in flows/, with line and pointer', async () => {
    expect(
      await problems({
        steps: [
          { ...form, engine: 'light' },
          { ...form, rjsfValidators: '0123456789abcdef' },
        ],
      }),
    ).toEqual([
      expect.stringMatching(
        /^flows\/forms\/payment\.json:\d+:\d+ {2}\/steps\/0\/engine {2}"engine" is written by npm run generate/,
      ),
      expect.stringMatching(
        /^flows\/forms\/payment\.json:\d+:\d+ {2}\/steps\/1\/rjsfValidators {2}"rjsfValidators" is written/,
      ),
    ]);
  });
});
