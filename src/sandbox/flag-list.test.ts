import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFlagList } from './flag-list';
import { createSchemaRegistry } from './schema-registry';

const schemas = createSchemaRegistry();
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// The fixed list from the platform spec, section 7, word for word.
const SPEC_NAMES = [
  'additional-signer-conditions',
  'back-of-id',
  'business-iv',
  'business-purpose',
  'ca-fires',
  'company-covers-appraisal',
  'dc-fp7',
  'figure-ny-modal',
  'irs-maintenance',
  'maintenance',
  'multi-page-product-select',
  'ny-fcra',
  'rate-buy-down',
  'redesign-2025',
  'self-employ-tax-verification',
  'sms-transactional-consent',
  'webchat',
];

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function rootWith(list: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'flag-list-'));
  roots.push(root);
  mkdirSync(join(root, 'flows'));
  writeFileSync(join(root, 'flows', 'feature-flags.json'), JSON.stringify(list));
  return root;
}

describe('flows/feature-flags.json', () => {
  const list = loadFlagList(repoRoot, schemas);

  it('holds exactly the spec list, prefixed fe-heloc- except fe-webchat', () => {
    const expected = SPEC_NAMES.map((name) => (name === 'webchat' ? 'fe-webchat' : `fe-heloc-${name}`));
    expect(list.flags.map((f) => f.key).sort()).toEqual(expected.sort());
  });

  it.each([
    ['fe-heloc-maintenance', false],
    ['fe-heloc-redesign-2025', true],
    ['fe-webchat', true],
  ])('%s defaults to %s', (key, expected) => {
    expect(list.byKey.get(key)?.default).toBe(expected);
  });

  it('gives ca-fires a list of 5-digit zip codes', () => {
    const zips = list.byKey.get('fe-heloc-ca-fires')?.variables?.zipCodes;
    expect(Array.isArray(zips) && zips.length > 0 && zips.every((z) => /^\d{5}$/.test(String(z)))).toBe(true);
  });
});

describe('loadFlagList', () => {
  const flag = { key: 'fe-heloc-x', default: false, description: 'A flag for this test only.' };

  it.each([
    ['a missing $schema', { flags: [flag] }, '$schema is required'],
    ['an unknown property', { $schema: 'x', flags: [{ ...flag, owner: 'me' }] }, 'flags[0].owner is not allowed'],
    ['a duplicate key', { $schema: 'x', flags: [flag, flag] }, 'fe-heloc-x is listed twice'],
  ])('fails loudly on %s', (_, list, message) => {
    expect(() => loadFlagList(rootWith(list), schemas)).toThrow(message);
  });
});
