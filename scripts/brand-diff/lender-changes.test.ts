import { describe, expect, it } from 'vitest';
import type { LooseJson } from '../lib/test-support/fixture-project';
import { computePlan, hasChanges } from './plan';
import { editBrand, realSnapshot, shuffleKeys } from './test-support/snapshots';
import type { Change } from './change';

// Each row changes one thing in a real manifest and names the plan lines that must result.
const CASES: { name: string; org: string; edit: (m: LooseJson) => void; changes: Change[] }[] = [
  {
    name: 'terms label',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.footer.termsLabel = 'Terms of Use'),
    changes: [{ kind: 'changed', label: 'Terms link text', before: '"Terms of Service"', after: '"Terms of Use"' }],
  },
  {
    name: 'disclaimer text, old and new in full',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.footer.disclaimers[1] = 'Investment-property loans are made for business purposes only.'),
    changes: [
      {
        kind: 'changed',
        label: 'Disclaimer 2',
        before:
          '"Investment-property loans are made for business purposes only and are secured by non-owner-occupied residential real estate in the states listed."',
        after: '"Investment-property loans are made for business purposes only."',
      },
    ],
  },
  {
    name: 'disclaimer added at the end',
    org: 'LANTERN_BAY_CU',
    edit: (m) => m.footer.disclaimers.push('A second paragraph, word for word.'),
    changes: [{ kind: 'added', label: 'Disclaimer 2', value: '"A second paragraph, word for word."' }],
  },
  {
    name: 'states served added and removed, as a set',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.statesServed = ['VT', 'TX', 'NH', 'OK', 'ME']),
    changes: [{ kind: 'set', label: 'States served', added: ['OK', 'TX'], removed: ['MA'] }],
  },
  {
    name: 'product switched on',
    org: 'CEDAR_VALLEY_FCU',
    edit: (m) => (m.products.dscr = true),
    changes: [{ kind: 'changed', label: 'DSCR loan', before: 'off', after: 'on' }],
  },
  {
    name: 'New York counterpart',
    org: 'MERIDIAN_WHOLESALE',
    edit: (m) => (m.stateRestrictions.newYork.counterpartOrg = 'MERIDIAN_NY'),
    changes: [
      { kind: 'changed', label: 'New York counterpart site', before: 'MERIDIAN_WHOLESALE_NY', after: 'MERIDIAN_NY' },
    ],
  },
  {
    name: 'regulator review',
    org: 'HUDSON_RIDGE_SAVINGS',
    edit: (m) => (m.stateRestrictions.regulatorReview = ['CT']),
    changes: [{ kind: 'set', label: 'States refused while under regulator review', added: ['CT'], removed: ['NY'] }],
  },
  {
    name: 'for-sale window dropped',
    org: 'GRANITE_TRUST',
    edit: (m) => delete m.forSaleWindowMonths,
    changes: [
      {
        kind: 'changed',
        label: 'For-sale window (recently listed properties not eligible)',
        before: '6 months',
        after: 'none',
      },
    ],
  },
  {
    name: 'theme summarised on one line; colour case ignored',
    org: 'GRANITE_TRUST',
    edit: (m) => Object.assign(m.theme.colors, { primary: '#0a4fbf', link: '#7A1F2B' }),
    changes: [{ kind: 'summary', label: 'Theme', parts: ['primary #7a1f2b -> #0a4fbf'] }],
  },
  {
    name: 'a theme token the table does not know',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.theme.radius = '4px'),
    changes: [{ kind: 'summary', label: 'Theme', parts: ['radius changed'] }],
  },
  {
    name: 'company address as the footer shows it',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.company.address.street1 = '90 North Main Street'),
    changes: [
      {
        kind: 'changed',
        label: 'Company address',
        before: '"88 North Main Street, Concord, NH 03301"',
        after: '"90 North Main Street, Concord, NH 03301"',
      },
    ],
  },
  {
    name: 'address in capitals reads the same in the footer',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.company.address.street1 = '88 NORTH MAIN STREET'),
    changes: [],
  },
  {
    name: 'extra link added',
    org: 'GRANITE_TRUST',
    edit: (m) => m.footer.extraLinks.push({ label: 'Complaints', url: 'mailto:complaints@granitetrust.example' }),
    changes: [
      { kind: 'added', label: 'Extra footer link', value: '"Complaints" (mailto:complaints@granitetrust.example)' },
    ],
  },
  {
    name: 'flag set to its default changes nothing for borrowers',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.flags['fe-webchat'] = true),
    changes: [],
  },
  {
    name: 'flag turned off against the default',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.flags['fe-webchat'] = false),
    changes: [
      {
        kind: 'changed',
        label: 'Feature flag fe-webchat (Offers the chat widget)',
        before: 'on (the default)',
        after: 'off',
      },
    ],
  },
  {
    name: 'a field the table does not know still shows, by its path',
    org: 'GRANITE_TRUST',
    edit: (m) => (m.support.chatHours = 'weekdays'),
    changes: [{ kind: 'added', label: 'support › chatHours', value: '"weekdays"' }],
  },
  {
    // Before refer was required, a manifest without the entry did not refer: the borrower sees no change.
    name: 'no Hawaii referral, written out instead of left out',
    org: 'GRANITE_TRUST',
    edit: (m) => delete m.stateRestrictions.hawaii,
    changes: [],
  },
  {
    name: 'Hawaii referral turned off',
    org: 'MERIDIAN',
    edit: (m) => (m.stateRestrictions.hawaii = { refer: false }),
    changes: [
      {
        kind: 'changed',
        label: 'Hawaii referral partner',
        before: '"Kaimana Shores Federal Credit Union" (https://www.kaimanashoresfcu.example/home-equity)',
        after: 'none (no Hawaii referral dialog)',
      },
    ],
  },
  {
    name: '$schema and host prefix order are not borrower-visible',
    org: 'GRANITE_TRUST',
    edit: (m) => {
      m.$schema = '../schemas/brand-manifest.schema.json';
      m.hostPrefixes.reverse();
    },
    changes: [],
  },
];

describe('computePlan: a changed lender', () => {
  it.each(CASES)('$name', async ({ org, edit, changes }) => {
    const before = await realSnapshot();
    const plan = computePlan(before, editBrand(await realSnapshot(), org, edit));
    expect(plan.changed.flatMap((l) => l.changes)).toEqual(changes);
    expect(plan.changed.map((l) => l.orgCode)).toEqual(changes.length ? [org] : []);
    expect(plan.hosts).toEqual([]);
  });

  it('reports nothing when every manifest is re-serialised with shuffled keys', async () => {
    const before = await realSnapshot();
    const after = await realSnapshot();
    for (const [org, manifest] of after.brands)
      after.brands.set(org, JSON.parse(JSON.stringify(shuffleKeys(manifest), null, 4)));
    for (const [file, flow] of after.flows) after.flows.set(file, JSON.parse(JSON.stringify(shuffleKeys(flow))));
    const plan = computePlan(before, after);
    expect(hasChanges(plan)).toBe(false);
    expect(plan.changedBrands).toEqual([]);
  });

  it('lists a redrawn logo under the same file name', async () => {
    const before = await realSnapshot();
    const after = await realSnapshot();
    after.logos!.set('GRANITE_TRUST', 'another-blob-id');
    const plan = computePlan(before, after);
    expect(plan.changed[0]?.changes).toEqual([{ kind: 'summary', label: 'Theme', parts: ['logo file changed'] }]);
    expect(plan.changedBrands).toEqual(['GRANITE_TRUST']);
  });
});
