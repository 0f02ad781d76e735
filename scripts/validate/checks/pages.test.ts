import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { CONTENT_PAGES_FILE, PAGES_FILE, pagesCheck } from './pages';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const doc = (file: string, value: Json) =>
  parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(value, null, 2)}\n`);

async function problems(pages: Json[], content: string[]): Promise<string[]> {
  const flowFiles = [
    doc(PAGES_FILE, { pages }),
    doc(CONTENT_PAGES_FILE, { pages: Object.fromEntries(content.map((k) => [k, { title: k, sections: [] }])) }),
  ];
  return (await pagesCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles, validFiles: new Set() })).map(
    formatDiagnostic,
  );
}

describe('pages check', () => {
  const terms = { path: '/terms', content: 'terms', public: true, why: 'x' };
  it('passes pages whose content exists', async () => expect(await problems([terms], ['terms'])).toEqual([]));
  it('names content that is not a page', async () => {
    expect(
      await problems(
        [
          { ...terms, content: 'term' },
          { ...terms, path: '/t2' },
        ],
        ['terms'],
      ),
    ).toEqual([
      expect.stringMatching(
        /\/pages\/0\/content  "term" is not a page of flows\/pages\/public-pages\.json \(did you mean "terms"\?\)$/,
      ),
    ]);
  });
  it('names a content page without a path', async () => {
    expect(await problems([terms], ['terms', 'privacy'])).toEqual([
      expect.stringMatching(/^flows\/pages\/public-pages\.json:\d+:\d+  \/pages\/privacy  page "privacy" has no path/),
    ]);
  });
  it('names a path given twice', async () => {
    expect(await problems([terms, terms], ['terms'])).toEqual([
      expect.stringContaining('/pages/1/path  "/terms" is already page 0'),
    ]);
  });
});
