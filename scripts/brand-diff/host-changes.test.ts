import { describe, expect, it } from 'vitest';
import { computePlan } from './plan';
import type { Snapshot } from './snapshot';
import { editBrand, realSnapshot } from './test-support/snapshots';

const CEDAR = { orgCode: 'CEDAR_VALLEY_FCU', displayName: 'Cedar Valley Credit Union', isDefault: false };
const GRANITE = { orgCode: 'GRANITE_TRUST', displayName: 'Granite Trust Bank', isDefault: false };
const MERIDIAN_DEFAULT = { orgCode: 'MERIDIAN', displayName: 'Meridian Home Credit', isDefault: true };

function addLender(snapshot: Snapshot): Snapshot {
  const copy = structuredClone(snapshot.brands.get('CEDAR_VALLEY_FCU')!) as Record<string, unknown>;
  Object.assign(copy, {
    orgCode: 'BLUE_HERON_CU',
    displayName: 'Blue Heron Credit Union',
    hostPrefixes: ['blueheron'],
    statesServed: ['WA', 'OR'],
  });
  snapshot.brands.set('BLUE_HERON_CU', copy);
  return snapshot;
}

// Each row edits the "after" side; hosts are what the app's resolver answers on each side.
const CASES: { name: string; edit: (s: Snapshot) => Snapshot; hosts: unknown[]; changedBrands: string[] }[] = [
  {
    name: 'a prefix moved to another lender',
    edit: (s) => {
      editBrand(s, 'CEDAR_VALLEY_FCU', (m) => (m.hostPrefixes = ['cedarvalley', 'cedarvalleycu']));
      return editBrand(s, 'GRANITE_TRUST', (m) => m.hostPrefixes.push('cvfcu'));
    },
    hosts: [{ prefix: 'cvfcu', before: CEDAR, after: GRANITE }],
    changedBrands: ['CEDAR_VALLEY_FCU', 'GRANITE_TRUST'],
  },
  {
    name: 'a prefix dropped goes to the default brand',
    edit: (s) => editBrand(s, 'GRANITE_TRUST', (m) => (m.hostPrefixes = ['granitetrust', 'granitetrustbank'])),
    hosts: [{ prefix: 'gtb', before: GRANITE, after: MERIDIAN_DEFAULT }],
    changedBrands: ['GRANITE_TRUST', 'MERIDIAN'],
  },
  {
    name: 'a lender added takes its hosts from the default brand',
    edit: addLender,
    hosts: [
      {
        prefix: 'blueheron',
        before: MERIDIAN_DEFAULT,
        after: { orgCode: 'BLUE_HERON_CU', displayName: 'Blue Heron Credit Union', isDefault: false },
      },
    ],
    changedBrands: ['BLUE_HERON_CU', 'MERIDIAN'],
  },
  {
    name: 'a lender removed leaves its hosts to the default brand',
    edit: (s) => {
      s.brands.delete('LANTERN_BAY_CU');
      return s;
    },
    hosts: [
      {
        prefix: 'lanternbay',
        before: { orgCode: 'LANTERN_BAY_CU', displayName: 'Lantern Bay Credit Union', isDefault: false },
        after: MERIDIAN_DEFAULT,
      },
    ],
    changedBrands: ['LANTERN_BAY_CU', 'MERIDIAN'],
  },
  {
    name: 'a new default brand changes every unclaimed host, said once',
    edit: (s) => {
      editBrand(s, 'MERIDIAN', (m) => delete m.isDefault);
      return editBrand(s, 'GRANITE_TRUST', (m) => (m.isDefault = true));
    },
    hosts: [{ prefix: null, before: MERIDIAN_DEFAULT, after: { ...GRANITE, isDefault: true } }],
    changedBrands: ['GRANITE_TRUST', 'MERIDIAN'],
  },
];

describe('computePlan: hosts', () => {
  it.each(CASES)('$name', async ({ edit, hosts, changedBrands }) => {
    const plan = computePlan(await realSnapshot(), edit(await realSnapshot()));
    expect(plan.hosts).toEqual(hosts);
    expect(plan.changedBrands).toEqual(changedBrands);
  });

  it('lists an added lender with its hosts and states', async () => {
    const plan = computePlan(await realSnapshot(), addLender(await realSnapshot()));
    expect(plan.added).toEqual([
      {
        orgCode: 'BLUE_HERON_CU',
        displayName: 'Blue Heron Credit Union',
        hostPrefixes: ['blueheron'],
        statesServed: ['OR', 'WA'],
      },
    ]);
    expect([plan.removed, plan.changed]).toEqual([[], []]);
  });

  it('lists a removed lender, and swapping the two sides adds it back', async () => {
    const without = await realSnapshot();
    without.brands.delete('LANTERN_BAY_CU');
    const plan = computePlan(await realSnapshot(), without);
    expect(plan.removed.map((l) => l.orgCode)).toEqual(['LANTERN_BAY_CU']);
    expect(computePlan(without, await realSnapshot()).added.map((l) => l.orgCode)).toEqual(['LANTERN_BAY_CU']);
  });

  it('writes the default brand change into both lenders', async () => {
    const plan = computePlan(await realSnapshot(), CASES[4]!.edit(await realSnapshot()));
    const label = 'Default brand (used when neither the host nor ?org= names a lender)';
    expect(plan.changed.map((l) => [l.orgCode, l.changes])).toEqual([
      ['GRANITE_TRUST', [{ kind: 'changed', label, before: 'no', after: 'yes' }]],
      ['MERIDIAN', [{ kind: 'changed', label, before: 'yes', after: 'no' }]],
    ]);
  });
});
