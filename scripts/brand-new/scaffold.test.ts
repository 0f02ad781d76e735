import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contrastFailures } from '../../src/core/theme/contrast-pairs';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { validateProject } from '../validate/validate-project';
import type { BrandOptions } from './fields';
import { scaffoldBrand } from './scaffold';
import { createTempRepo, VALID_OPTIONS } from './test-support/temp-repo';

let repo: Awaited<ReturnType<typeof createTempRepo>>;
beforeEach(async () => {
  repo = await createTempRepo();
});
afterEach(() => repo.cleanup());

const readJson = async (relPath: string) => JSON.parse(await readFile(path.join(repo.rootDir, relPath), 'utf8'));

describe('scaffoldBrand writes a brand that validates', { timeout: 30_000 }, () => {
  const cases: { name: string; options: BrandOptions; expected: Partial<BrandManifest>; nav?: string }[] = [
    {
      name: 'credit union with a derived navigation bar',
      options: VALID_OPTIONS,
      expected: {
        displayName: 'Blue Heron Credit Union',
        legalName: 'Blue Heron Credit Union',
        kind: 'credit-union',
        hostPrefixes: ['blueheron', 'bhcu'],
        statesServed: ['OR', 'WA'],
      },
    },
    {
      name: 'bank with a dark navigation bar and Terms of Use',
      options: {
        ...VALID_OPTIONS,
        org: 'OSPREY_POINT_BANK',
        name: 'Osprey Point Bank',
        legalName: 'Osprey Point Bank, N.A.',
        kind: 'bank',
        hosts: ['ospreypoint'],
        primary: '#7a1f2b',
        nav: '#1c2430',
        termsLabel: 'Terms of Use',
        states: ['ME', 'NH'],
      },
      expected: {
        displayName: 'Osprey Point Bank',
        legalName: 'Osprey Point Bank, N.A.',
        kind: 'bank',
        hostPrefixes: ['ospreypoint'],
        statesServed: ['ME', 'NH'],
      },
      nav: '#1c2430',
    },
    {
      name: 'light brand colour whose links must be darkened, white bar',
      options: {
        ...VALID_OPTIONS,
        org: 'SKYLINE_CU',
        name: 'Skyline',
        hosts: ['skyline', 'skyline-cu'],
        primary: '#3b82f6',
        nav: '#ffffff',
        states: ['CO'],
      },
      expected: { displayName: 'Skyline', hostPrefixes: ['skyline', 'skyline-cu'], statesServed: ['CO'] },
      nav: '#ffffff',
    },
  ];

  it.each(cases)('$name', async ({ options, expected, nav }) => {
    const result = await scaffoldBrand(options, repo.rootDir);
    expect(result).toMatchObject({ ok: true, warnings: [] });
    if (!result.ok) return;
    const folder = `brands/${options.org}`;
    expect(result.files).toEqual([`${folder}/manifest.json`, `${folder}/logo.svg`]);
    expect(await validateProject(repo.rootDir)).toEqual([]);
    const manifest = (await readJson(`${folder}/manifest.json`)) as BrandManifest;
    expect(manifest).toMatchObject({ orgCode: options.org, ...expected });
    expect(manifest.theme.colors.primary).toBe(options.primary);
    expect(contrastFailures(manifest.theme.colors)).toEqual([]);
    if (nav) expect(manifest.theme.colors.navBackground).toBe(nav);
    expect(await readFile(path.join(repo.rootDir, folder, 'logo.svg'), 'utf8')).toContain(
      `<title>${options.name}</title>`,
    );
  });
});

describe('scaffoldBrand refuses before writing anything', { timeout: 30_000 }, () => {
  const cases: { name: string; change: Partial<BrandOptions>; errors: string[] }[] = [
    {
      name: 'org code taken, ignoring case',
      change: { org: 'cedar_valley_fcu' },
      errors: ['--org CEDAR_VALLEY_FCU: is already taken: brands/CEDAR_VALLEY_FCU/ exists'],
    },
    {
      name: 'host prefix taken, naming the owner',
      change: { hosts: ['blueheron', 'cvfcu'] },
      errors: [
        '--hosts cvfcu: host prefix "cvfcu" is also claimed by CEDAR_VALLEY_FCU (brands/CEDAR_VALLEY_FCU/manifest.json)',
      ],
    },
    {
      name: 'reserved host prefix',
      change: { hosts: ['api'] },
      errors: ['--hosts api: host prefix "api" is reserved for the platform'],
    },
    {
      name: 'unknown state code, named',
      change: { states: ['WA', 'PR'] },
      errors: ['--states PR: "PR" is not a US state code'],
    },
    {
      name: 'malformed colour',
      change: { primary: '#1f5fa' },
      errors: ['--primary #1f5fa: "#1f5fa" does not match the expected format (Colours as #rrggbb.)'],
    },
    {
      name: 'malformed phone',
      change: { phone: '206.555.0142' },
      errors: [
        '--phone 206.555.0142: "206.555.0142" does not match the expected format (Support phone written exactly as (206) 555-0142',
      ],
    },
    {
      name: 'primary too light for a white page',
      change: { primary: '#f5f5a0' },
      errors: [
        '--primary #f5f5a0: primary on background has contrast 1.13:1, below the 3:1 WCAG AA requires for controls',
      ],
    },
    {
      name: 'everything wrong at once',
      change: { org: 'GRANITE_TRUST', hosts: ['gtb'], zip: '1234', email: 'nobody' },
      errors: [
        '--email nobody',
        '--zip 1234',
        '--org GRANITE_TRUST: is already taken',
        '--hosts gtb: host prefix "gtb" is also claimed by GRANITE_TRUST',
      ],
    },
  ];

  it.each(cases)('$name', async ({ change, errors }) => {
    const before = await repo.brandFolders();
    const result = await scaffoldBrand({ ...VALID_OPTIONS, ...change }, repo.rootDir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const [i, error] of errors.entries()) expect(result.errors[i]).toContain(error);
    expect(result.errors).toHaveLength(errors.length);
    expect(await repo.brandFolders()).toEqual(before);
  });

  it('counts a folder without a manifest as taken', async () => {
    await mkdir(path.join(repo.rootDir, 'brands/BLUE_HERON_CU'));
    const result = await scaffoldBrand(VALID_OPTIONS, repo.rootDir);
    expect(result).toEqual({ ok: false, errors: [expect.stringContaining('brands/BLUE_HERON_CU/ exists')] });
  });
});

describe('scaffoldBrand after writing', { timeout: 30_000 }, () => {
  it('removes what it wrote when validation still refuses the brand', async () => {
    // A schema stricter than the scaffold knows stands in for "should never happen".
    const schemaPath = path.join(repo.rootDir, 'schemas/brand-manifest.schema.json');
    const schema = JSON.parse(await readFile(schemaPath, 'utf8'));
    schema.required.push('forSaleWindowMonths');
    await writeFile(schemaPath, JSON.stringify(schema));
    const result = await scaffoldBrand(VALID_OPTIONS, repo.rootDir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toContain('brands/BLUE_HERON_CU/ was removed again');
    expect(result.errors[1]).toMatch(
      /^brands\/BLUE_HERON_CU\/manifest\.json:1:1 {2}\(root\) {2}.*"forSaleWindowMonths"/,
    );
    expect(existsSync(path.join(repo.rootDir, 'brands/BLUE_HERON_CU'))).toBe(false);
  });

  it('keeps the brand but passes on problems elsewhere in the repo', async () => {
    const other = path.join(repo.rootDir, 'brands/GRANITE_TRUST/manifest.json');
    await writeFile(
      other,
      (await readFile(other, 'utf8')).replace('"displayName": "Granite Trust Bank"', '"displayName": 5'),
    );
    const result = await scaffoldBrand(VALID_OPTIONS, repo.rootDir);
    expect(result).toMatchObject({
      ok: true,
      warnings: [expect.stringContaining('brands/GRANITE_TRUST/manifest.json')],
    });
  });
});
