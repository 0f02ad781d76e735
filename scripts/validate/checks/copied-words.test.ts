import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { CATALOGUE_FILE, copiedWordsCheck, copiesIn } from './copied-words';

const catalogue = parseJsonDocument(
  CATALOGUE_FILE,
  path.join(REPO_ROOT, CATALOGUE_FILE),
  readFileSync(path.join(REPO_ROOT, CATALOGUE_FILE), 'utf8'),
);
const MESSAGES = new Map([
  ['Could not establish session.', 'couldNotEstablishSession'],
  ['App ID is required to save experiment', 'appIdRequired'],
]);

describe('copied words check', () => {
  it('passes the app as committed', async () => {
    const found = await copiedWordsCheck.run({
      rootDir: REPO_ROOT,
      brands: [],
      flowFiles: [catalogue],
      validFiles: new Set(),
    });
    expect(found.map(formatDiagnostic)).toEqual([]);
  });

  it('names a string that copies a catalogue message, at the string, with the key to read', () => {
    const text = ["import { x } from 'y';", '', "export const NO_SESSION = 'Could not establish session.';"].join('\n');
    expect(copiesIn('src/api/post-decision.ts', text, MESSAGES).map(formatDiagnostic)).toEqual([
      'src/api/post-decision.ts:3:27  (root)  copies the words of /catalogue/couldNotEstablishSession in flows/platform/copy.json ("Could not establish session."): read catalogue.couldNotEstablishSession (src/core/platform/platform-copy.ts) instead, so a change to the words reaches this use',
    ]);
  });

  it('finds template and double-quoted copies, and leaves comments and longer strings alone', () => {
    const text = [
      "/** Throws 'App ID is required to save experiment' without an id. */",
      'const a = `App ID is required to save experiment`;',
      'const b = "Could not establish session.";',
      "const c = 'App ID is required to save experiment, or else';",
    ].join('\n');
    expect(copiesIn('src/core/x.ts', text, MESSAGES).map((d) => [d.line, d.column])).toEqual([
      [2, 11],
      [3, 11],
    ]);
  });
});
