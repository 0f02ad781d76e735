import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, manifestText, placeholderDisclaimer } from './build-manifest';
import { derivePalette } from './palette';
import { isComplete, resolveOptions, type BrandInput } from './resolve-options';
import { REPO_ROOT, VALID_OPTIONS } from './test-support/temp-repo';

type Schema = { properties?: Record<string, Schema> };
const SCHEMA = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/brand-manifest.schema.json'), 'utf8')) as Schema;

function inputFor(change: Partial<typeof VALID_OPTIONS> = {}): BrandInput {
  const resolved = resolveOptions({ ...VALID_OPTIONS, ...change });
  if (!isComplete(resolved)) throw new Error(resolved.errors.join('\n'));
  return resolved.input;
}

function manifestFor(change: Partial<typeof VALID_OPTIONS> = {}) {
  const input = inputFor(change);
  const palette = derivePalette(input.primary, input.nav);
  if (!palette.ok) throw new Error(palette.error);
  return buildManifest(input, palette.colors);
}

/** Paths whose keys are not in the schema's property order, walking objects the schema describes. */
function misordered(value: unknown, schema: Schema | undefined, at = ''): string[] {
  if (!schema?.properties || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const keys = Object.keys(value);
  const expected = Object.keys(schema.properties).filter((k) => keys.includes(k));
  const here =
    keys.join() === expected.join() ? [] : [`${at || '(root)'}: ${keys.join()} should be ${expected.join()}`];
  return [
    ...here,
    ...keys.flatMap((k) => misordered((value as Record<string, unknown>)[k], schema.properties![k], `${at}/${k}`)),
  ];
}

describe('buildManifest', () => {
  it('writes keys in the schema order, $schema first', () => {
    const manifest = manifestFor({ nav: '#0b1f33' });
    expect(Object.keys(manifest)[0]).toBe('$schema');
    expect(misordered(manifest, SCHEMA)).toEqual([]);
  });

  it('formats like the committed manifests: 2-space indent and a trailing newline', () => {
    const text = manifestText(manifestFor());
    expect(
      text.startsWith('{\n  "$schema": "../../schemas/brand-manifest.schema.json",\n  "orgCode": "BLUE_HERON_CU",'),
    ).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it.each([
    { path: 'support.hoursDepartment', value: 'OPS_CUSTOMER_SERVICE' },
    { path: 'stateRestrictions', value: { newYork: { site: 'none' }, hawaii: { refer: false }, regulatorReview: [] } },
    { path: 'products', value: { heloc: true, dscr: false, cryptoBacked: false, interestOnly62Plus: false } },
    { path: 'referral', value: { loanOfficerRequired: false } },
    { path: 'menus', value: { feedbackLink: false, portfolioManager: false } },
    { path: 'footer.housingLogo', value: 'equal-housing-lender' },
    { path: 'footer.extraLinks', value: [] },
    { path: 'footer.termsLabel', value: 'Terms of Service' },
    { path: 'theme.logo', value: { file: 'logo.svg', alt: 'Blue Heron Credit Union' } },
    { path: 'statesServed', value: ['OR', 'WA'] },
    {
      path: 'company',
      value: { address: { street1: '400 Pine Street', city: 'Seattle', state: 'WA', zip: '98101' }, nmls: '654321' },
    },
  ])('default or given: $path', ({ path: dotted, value }) => {
    const found = dotted.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], manifestFor());
    expect(found).toEqual(value);
  });

  it.each(['isDefault', 'flags', 'forSaleWindowMonths'])('leaves optional %s out rather than guessing', (key) => {
    expect(manifestFor()).not.toHaveProperty(key);
  });

  it('uses a system font stack ending in a generic family', () => {
    expect(manifestFor().theme.fontStack).toMatch(/^system-ui,.*sans-serif$/);
  });

  it.each([
    {
      kind: 'credit-union',
      legalName: 'Blue Heron Federal Credit Union',
      words: ['Blue Heron Federal Credit Union', 'NCUA'],
    },
    { kind: 'bank', legalName: 'Blue Heron Bank, N.A.', words: ['Blue Heron Bank, N.A.', 'Member FDIC'] },
  ] as const)('one disclaimer naming the $kind', ({ kind, legalName, words }) => {
    const disclaimer = placeholderDisclaimer({ kind, legalName });
    for (const word of words) expect(disclaimer).toContain(word);
    expect(manifestFor({ kind, legalName }).footer.disclaimers).toEqual([disclaimer]);
  });
});
