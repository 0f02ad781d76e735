import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureProject, type FixtureProject } from '../lib/test-support/fixture-project';
import { formatDiagnostic } from './diagnostic';
import { validateProject } from './validate-project';

interface Expected {
  /** `file:line:column  pointer`, exactly as the CLI prints it. */
  at: string;
  /** Words the message must contain. */
  words: string[];
}

interface Case {
  name: string;
  arrange(fx: FixtureProject): Promise<void>;
  expected: Expected[];
}

const BETA = 'brands/BETA/manifest.json';
const ALPHA = 'brands/ALPHA/manifest.json';

const cases: Case[] = [
  {
    name: 'wrong type',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.displayName = 5)),
    expected: [{ at: `${BETA}:4:18  /displayName`, words: ['must be a string, but is a number'] }],
  },
  {
    name: 'missing required field',
    arrange: (fx) => fx.editManifest('BETA', (m) => void delete m.support),
    expected: [{ at: `${BETA}:1:1  (root)`, words: ['is missing the required property "support"'] }],
  },
  {
    name: 'unknown property, with a suggestion',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.theme.colour = {})),
    expected: [
      {
        at: `${BETA}:33:5  /theme/colour`,
        words: ['has a property "colour" that is not allowed here (did you mean "colors"?)'],
      },
    ],
  },
  {
    name: 'colour that does not match its pattern, explained by the schema description',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.theme.colors.surface = '#12345')),
    expected: [
      {
        at: `${BETA}:18:18  /theme/colors/surface`,
        words: ['"#12345" does not match the expected format (Colours as #rrggbb.)'],
      },
    ],
  },
  {
    name: 'value outside an enum',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.footer.termsLabel = 'Terms')),
    expected: [
      {
        at: `${BETA}:53:19  /footer/termsLabel`,
        words: ['must be one of "Terms of Use", "Terms of Service", but is "Terms"'],
      },
    ],
  },
  {
    name: 'if/then reports only the inner required error',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.stateRestrictions.newYork = { site: 'ny-site' })),
    expected: [
      { at: `${BETA}:59:16  /stateRestrictions/newYork`, words: ['is missing the required property "counterpartOrg"'] },
    ],
  },
  {
    name: 'duplicate org code, reported at the second file',
    arrange: async (fx) => {
      await fx.writeJson('brands/GAMMA/manifest.json', { ...(await manifestOf(fx, 'BETA')), hostPrefixes: ['gamma'] });
      await fx.write('brands/GAMMA/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    },
    expected: [
      { at: 'brands/GAMMA/manifest.json:3:14  /orgCode', words: ['must equal the folder name "GAMMA"'] },
      {
        at: 'brands/GAMMA/manifest.json:3:14  /orgCode',
        words: ['"BETA" is already used by BETA (brands/BETA/manifest.json)'],
      },
    ],
  },
  {
    name: 'host prefix claimed twice',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.hostPrefixes = ['beta', 'alpha'])),
    expected: [
      { at: `${ALPHA}:8:5  /hostPrefixes/0`, words: ['"alpha" is also claimed by BETA (brands/BETA/manifest.json)'] },
      { at: `${BETA}:9:5  /hostPrefixes/1`, words: ['"alpha" is also claimed by ALPHA (brands/ALPHA/manifest.json)'] },
    ],
  },
  {
    name: 'reserved host prefix',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.hostPrefixes = ['beta', 'www'])),
    expected: [{ at: `${BETA}:9:5  /hostPrefixes/1`, words: ['"www" is reserved'] }],
  },
  {
    name: 'missing logo file',
    arrange: (fx) => fx.remove('brands/BETA/logo.svg'),
    expected: [{ at: `${BETA}:12:15  /theme/logo/file`, words: ['brands/BETA/logo.svg does not exist'] }],
  },
  {
    name: 'logo with a script',
    arrange: (fx) =>
      fx.write('brands/BETA/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    expected: [{ at: `${BETA}:12:15  /theme/logo/file`, words: ['<script>', 'must not run code'] }],
  },
  {
    name: 'New York counterpart that does not exist',
    arrange: (fx) =>
      fx.editManifest(
        'BETA',
        (m) => void (m.stateRestrictions.newYork = { site: 'non-ny-site', counterpartOrg: 'BETA_NY' }),
      ),
    expected: [
      {
        at: `${BETA}:61:25  /stateRestrictions/newYork/counterpartOrg`,
        words: ['names "BETA_NY", but no brand has that org code'],
      },
    ],
  },
  {
    name: 'New York counterpart that does not point back',
    arrange: (fx) =>
      fx.editManifest(
        'BETA',
        (m) => void (m.stateRestrictions.newYork = { site: 'non-ny-site', counterpartOrg: 'ALPHA_NY' }),
      ),
    expected: [
      {
        at: `${BETA}:61:25  /stateRestrictions/newYork/counterpartOrg`,
        words: ['ALPHA_NY (brands/ALPHA_NY/manifest.json) does not point back', '"counterpartOrg": "BETA"'],
      },
    ],
  },
  {
    name: 'no default brand',
    arrange: (fx) => fx.editManifest('ALPHA', (m) => void delete m.isDefault),
    expected: [{ at: `${ALPHA}:1:1  (root)`, words: ['none of the 3 brands sets "isDefault": true'] }],
  },
  {
    name: 'a default brand without the Hawaii referral',
    arrange: (fx) => fx.editManifest('ALPHA', (m) => void (m.stateRestrictions.hawaii = { refer: false })),
    expected: [
      {
        at: `${ALPHA}:64:16  /stateRestrictions/hawaii/refer`,
        words: ['the default brand is the main brand, whose rule is the Hawaii modal'],
      },
    ],
  },
  {
    name: 'a lender that does not say what Hawaii properties meet',
    arrange: (fx) => fx.editManifest('BETA', (m) => void delete m.stateRestrictions.hawaii),
    expected: [{ at: `${BETA}:58:24  /stateRestrictions`, words: ['is missing the required property "hawaii"'] }],
  },
  {
    name: 'two default brands',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.isDefault = true)),
    expected: [
      { at: `${ALPHA}:83:16  /isDefault`, words: ['also set by BETA (brands/BETA/manifest.json)'] },
      { at: `${BETA}:83:16  /isDefault`, words: ['also set by ALPHA (brands/ALPHA/manifest.json)'] },
    ],
  },
  {
    name: 'unknown state code',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.statesServed = ['TX', 'XX'])),
    expected: [{ at: `${BETA}:50:5  /statesServed/1`, words: ['"XX" is not a US state code'] }],
  },
  {
    name: 'unknown flag key, with a suggestion',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.flags = { 'fe-heloc-back-of-ids': true })),
    expected: [
      {
        at: `${BETA}:81:5  /flags/fe-heloc-back-of-ids`,
        words: ['not a flag listed in flows/feature-flags.json', 'did you mean "fe-heloc-back-of-id"?'],
      },
    ],
  },
  {
    name: 'colour pair below WCAG AA',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.theme.colors.mutedText = '#9a9a9a')),
    expected: [
      {
        at: `${BETA}:20:20  /theme/colors/mutedText`,
        words: [
          'mutedText #9a9a9a on background #ffffff has contrast 2.81:1, below the 4.5:1 WCAG AA requires for text',
        ],
      },
    ],
  },
  {
    name: 'malformed JSON, at the line of the mistake',
    arrange: (fx) =>
      fx.write('flows/broken.json', '{\n  "$schema": "../schemas/flows/feature-flags.schema.json"\n  "flags": []\n}\n'),
    expected: [{ at: 'flows/broken.json:3:3  /flags', words: ['is not valid JSON', 'comma'] }],
  },
  {
    name: 'missing $schema',
    arrange: (fx) => fx.writeJson('flows/no-schema.json', { flags: [] }),
    expected: [{ at: 'flows/no-schema.json:1:1  (root)', words: ['is missing the required property "$schema"'] }],
  },
  {
    name: '$schema that names no schema file',
    arrange: (fx) => fx.writeJson('flows/lost.json', { $schema: '../schemas/flows/lost.schema.json' }),
    expected: [{ at: 'flows/lost.json:2:14  /$schema', words: ['no schema file at schemas/flows/lost.schema.json'] }],
  },
  {
    name: 'schema with a misspelt keyword, reported at the schema',
    arrange: async (fx) => {
      const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', minProperty: 1 };
      await fx.writeJson('schemas/flows/tiny.schema.json', schema);
      await fx.writeJson('flows/tiny.json', { $schema: '../schemas/flows/tiny.schema.json' });
    },
    expected: [
      { at: 'flows/tiny.json:2:14  /$schema', words: ['cannot be used until the problem reported there is fixed'] },
      { at: 'schemas/flows/tiny.schema.json:4:3  /minProperty', words: ['unknown keyword: "minProperty"'] },
    ],
  },
];

async function manifestOf(fx: FixtureProject, orgCode: string): Promise<Record<string, unknown>> {
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(`${fx.rootDir}/brands/${orgCode}/manifest.json`, 'utf8'));
}

describe('validateProject', () => {
  let fx: FixtureProject;
  beforeEach(async () => {
    fx = await createFixtureProject();
  });
  afterEach(() => fx.cleanup());

  it('finds nothing wrong in the valid fixture', async () => {
    expect((await validateProject(fx.rootDir)).map(formatDiagnostic)).toEqual([]);
  });

  it('refuses a folder without brands (a wrong path, an empty brands/)', async () => {
    for (const orgCode of ['ALPHA', 'ALPHA_NY', 'BETA']) await fx.remove(`brands/${orgCode}`);
    const lines = (await validateProject(fx.rootDir)).map(formatDiagnostic);
    expect(lines).toContainEqual(
      expect.stringMatching(/^brands\/:1:1 .*no brand folders: brands\/ must hold at least one brand/),
    );
  });

  it.each(cases)('$name', async ({ arrange, expected }) => {
    await arrange(fx);
    const lines = (await validateProject(fx.rootDir)).map(formatDiagnostic);
    expect(lines.map((l) => l.split('  ').slice(0, 2).join('  '))).toEqual(expected.map((e) => e.at));
    expected.forEach((e, i) => {
      for (const word of e.words) expect(lines[i]).toContain(word);
    });
  });
});
