import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { internalLinksCheck, landsOnRoute, REDIRECTS_FILE } from './internal-links';
import { PAGES_FILE } from './pages';

const ROUTES = ['/terms', '/account/heloc/register-v2/*', '/account/heloc/:uuid/*', '/account/dscr/register'];

describe('landsOnRoute', () => {
  it.each([
    ['/terms', true],
    ['/terms?org=ACME#top', true],
    ['/account/heloc/register-v2', true],
    ['/account/heloc/register-v2/property', true],
    ['/account/heloc/{applicationUuid}', true],
    ['/account/heloc/:uuid/income', true],
    ['/account/{product}/register?org={counterpartOrg}', true],
    ['/register/support', false],
    ['/terms/more', false],
    ['/account', false],
  ])('%s -> %s', (link, lands) => expect(landsOnRoute(link, ROUTES)).toBe(lands));
});

const doc = (file: string, value: unknown) =>
  parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(value, null, 2)}\n`);

describe('internal links check', () => {
  it('names a link in a flow file that no page or redirect routes, with its pointer', async () => {
    const flowFiles = [
      doc(PAGES_FILE, { pages: [{ path: '/terms' }, { path: '/account/heloc/register/support' }] }),
      doc(REDIRECTS_FILE, { redirects: [{ from: '/register', to: '/terms' }] }),
      doc('flows/chat/copy.json', {
        surveyUrl: '/register/support',
        end: { to: '/register', href: 'https://example.com/x', pageUrl: '//cdn.example.com/x' },
        note: '/not/a/link/field',
      }),
    ];
    const found = await internalLinksCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles, validFiles: new Set() });
    expect(found.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^flows\/chat\/copy\.json:2:\d+ {2}\/surveyUrl {2}"\/register\/support" is no route of flows\/routes\/pages\.json/,
      ),
    ]);
  });
});
