import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../lib/json-document';
import { loadBrandManifests, loadFlagKeys } from './brand-list';
import { checkPageSet, loadPageSet, pageSetPath, PageSetError, readyHeading, type PageEntry } from './page-set';

const root = resolve(import.meta.dirname, '..', '..');
const flags = ['fe-heloc-maintenance'];

const good: PageEntry = { key: 'terms', label: 'Terms page', path: '/terms', ready: { headingFromBrand: 'footer.termsLabel' }, clip: 'full' };

/** Checks a page set given as a value, the way loadPageSet checks the file. */
function check(pages: unknown[]) {
  const text = JSON.stringify({ $schema: './page-set.schema.json', pages }, null, 2);
  return checkPageSet(parseJsonDocument('page-set.json', '/virtual/page-set.json', text), root, flags);
}

function problems(pages: unknown[]): string[] {
  try {
    check(pages);
  } catch (error) {
    if (error instanceof PageSetError) return error.message.split('\n');
    throw error;
  }
  return [];
}

describe('the committed page set', () => {
  it('is valid, and every brand can answer its ready headings', () => {
    const set = loadPageSet(root, pageSetPath(root), loadFlagKeys(root));
    expect(set.pages.map((p) => p.key)).toContain('terms');
    for (const brand of loadBrandManifests(root)) for (const page of set.pages) expect(readyHeading(page, brand, brand.orgCode)).not.toBe('');
  });
});

describe('checkPageSet', () => {
  it('accepts a good entry with every kind of setup', () => {
    const setup = { flags: { 'fe-heloc-maintenance': true }, fault: { sandbox: { method: 'GET', path: '/service-operating-hours/*', status: 503 }, abortRequests: '/assets/x-*.js' }, sessionStorage: { a: '1' } };
    expect(check([good, { ...good, key: 'other', ready: { heading: 'Hi' }, setup }]).pages).toHaveLength(2);
  });

  it.each([
    { name: 'a bad clip', entry: { ...good, clip: 'half' }, line: /page-set\.json:\d+:\d+ {2}\/pages\/1\/clip {2}must be one of "full", "footer", "viewport", but is "half"/ },
    { name: 'a missing label', entry: { ...good, label: undefined }, line: /\/pages\/1 {2}is missing the required property "label"/ },
    { name: 'a key that cannot name a file', entry: { ...good, key: 'Terms Page' }, line: /\/pages\/1\/key {2}must be lower-case kebab-case/ },
    { name: 'a path with a query', entry: { ...good, path: '/terms?org=X' }, line: /\/pages\/1\/path {2}must be a site path/ },
    { name: 'a misspelt property', entry: { ...good, lable: 'x' }, line: /\/pages\/1\/lable {2}has a property "lable" that is not allowed here/ },
    { name: 'both kinds of ready', entry: { ...good, ready: { heading: 'x', headingFromBrand: 'y' } }, line: /\/pages\/1\/ready {2}/ },
    { name: 'a bad sandbox fault', entry: { ...good, setup: { fault: { sandbox: { method: 'GET', path: 'no-slash' } } } }, line: /\/pages\/1\/setup\/fault\/sandbox\/path {2}must start with \// },
    { name: 'an unknown flag', entry: { ...good, setup: { flags: { 'fe-nope': true } } }, line: /\/pages\/1\/setup\/flags\/fe-nope {2}names the flag "fe-nope", which is not in flows\/feature-flags.json/ },
    { name: 'a repeated key', entry: { ...good }, line: /\/pages\/1\/key {2}repeats the key "terms"/ },
  ])('rejects $name with a line naming the place', ({ entry, line }) => {
    const lines = problems([good, entry]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => line.test(l)), lines.join('\n')).toBe(true);
  });

  it('reports a JSON syntax error with its line', () => {
    const doc = parseJsonDocument('page-set.json', '/virtual/page-set.json', '{ "pages": [ }');
    expect(() => checkPageSet(doc, root, flags)).toThrow(/^page-set\.json:1:\d+/);
  });
});

describe('readyHeading', () => {
  it('reads literal text or a dotted path into the manifest', () => {
    expect(readyHeading({ ...good, ready: { heading: 'Hello' } }, {}, 'X')).toBe('Hello');
    expect(readyHeading(good, { footer: { termsLabel: 'Terms of Use' } }, 'X')).toBe('Terms of Use');
  });

  it('names the brand and path when the manifest has no text there', () => {
    expect(() => readyHeading(good, { footer: {} }, 'ACME')).toThrow('page "terms": headingFromBrand "footer.termsLabel" is not text in brands/ACME/manifest.json');
  });
});
