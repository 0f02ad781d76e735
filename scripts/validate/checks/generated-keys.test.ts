import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { createFixtureProject, readRealFlow, REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { validateProject } from '../validate-project';
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

describe('validate, on a flow form that names its engine', { timeout: 60_000 }, () => {
  it('says once, at the key, that generation writes it', async () => {
    const fx = await createFixtureProject();
    try {
      const written = await readRealFlow('flows/forms/insurance-upload.json');
      await fx.writeJson('flows/forms/insurance-upload.json', {
        $schema: '../../schemas/flows/flow-form.schema.json',
        ...written,
        engine: 'light',
      });
      const lines = (await validateProject(fx.rootDir)).map(formatDiagnostic);
      expect(lines.filter((l) => l.includes('/engine'))).toEqual([
        expect.stringMatching(
          /^flows\/forms\/insurance-upload\.json:\d+:\d+ {2}\/engine {2}"engine" is written by npm run generate/,
        ),
      ]);
    } finally {
      await fx.cleanup();
    }
  });
});
