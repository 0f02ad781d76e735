import { describe, expect, it } from 'vitest';
import type { LooseJson } from '../lib/test-support/fixture-project';
import { computePlan } from './plan';
import { renderText } from './render-text';
import type { Snapshot } from './snapshot';
import { editFlow, realSnapshot } from './test-support/snapshots';

const COPY = 'flows/shell/copy.json';
const REDIRECTS = 'flows/routes/redirects.json';
const FLAGS = 'flows/feature-flags.json';

function swapFirstTwo(list: unknown[]): void {
  const [a, b] = list;
  list.splice(0, 2, b, a);
}

// Each row edits the "after" side of the real flows; `affects` is 'all' or the org codes touched.
const CASES: { name: string; edit: (s: Snapshot) => Snapshot; file: string; changes: unknown[]; affects: unknown }[] = [
  {
    name: 'a message text',
    edit: (s) => editFlow(s, COPY, (f) => (f.errorPage.title = 'Something went wrong')),
    file: COPY,
    changes: [
      {
        kind: 'changed',
        label: 'Shell copy › errorPage › title',
        before: '"Sorry, looks like we have hit a snag!"',
        after: '"Something went wrong"',
      },
    ],
    affects: 'all',
  },
  {
    name: 'a key added and one removed',
    edit: (s) =>
      editFlow(s, COPY, (f) => {
        f.nav.help = 'Help';
        delete f.nav.feedback;
      }),
    file: COPY,
    changes: [
      { kind: 'removed', label: 'Shell copy › nav › feedback', value: '"Feedback"' },
      { kind: 'added', label: 'Shell copy › nav › help', value: '"Help"' },
    ],
    affects: 'all',
  },
  {
    name: 'a reorder of keyed entries',
    edit: (s) => editFlow(s, REDIRECTS, (f) => swapFirstTwo(f.fullPageLoads)),
    file: REDIRECTS,
    changes: [
      {
        kind: 'reordered',
        label: 'Redirects › fullPageLoads order',
        before: [
          '/account/heloc/terms',
          '/account/heloc/communications',
          '/account/heloc/privacy',
          '/account/heloc/licenses',
        ],
        after: [
          '/account/heloc/communications',
          '/account/heloc/terms',
          '/account/heloc/privacy',
          '/account/heloc/licenses',
        ],
      },
    ],
    affects: 'all',
  },
  {
    name: 'a keyed entry edited in place',
    edit: (s) => editFlow(s, REDIRECTS, (f) => (f.fullPageLoads[0].to = '/legal/terms')),
    file: REDIRECTS,
    changes: [
      {
        kind: 'changed',
        label: 'Redirects › fullPageLoads › /account/heloc/terms › to',
        before: '"/terms"',
        after: '"/legal/terms"',
      },
    ],
    affects: 'all',
  },
  {
    name: 'an entry keyed by org code touches only that lender',
    edit: (s) => {
      s.flows.set('flows/status/notices.json', { byOrg: { GRANITE_TRUST: { banner: 'Closed Monday' } } });
      return s;
    },
    file: 'flows/status/notices.json',
    changes: [{ kind: 'added', label: 'Notices › byOrg › GRANITE_TRUST › banner', value: '"Closed Monday"' }],
    affects: ['GRANITE_TRUST'],
  },
];

describe('computePlan: flow files', () => {
  it.each(CASES)('$name', async ({ edit, file, changes, affects }) => {
    const plan = computePlan(await realSnapshot(), edit(await realSnapshot()));
    expect(plan.flows.map((f) => f.file)).toEqual([file]);
    expect(plan.flows[0]!.changes).toEqual(changes);
    expect(plan.flows[0]!.affects).toEqual(affects);
    expect(plan.changedBrands).toEqual([]);
  });

  it('says a shared flow change affects all lenders, with the count', async () => {
    const before = await realSnapshot();
    const plan = computePlan(before, CASES[0]!.edit(await realSnapshot()));
    expect(renderText(plan)).toContain(
      `~ changed flow file ${COPY} (Shell copy), affects all ${before.brands.size} lenders`,
    );
    expect(plan.lenderCount).toBe(before.brands.size);
  });

  it('shortens a long reorder to the part that moved', async () => {
    const plan = computePlan(
      await realSnapshot(),
      editFlow(await realSnapshot(), REDIRECTS, (f) => swapFirstTwo(f.redirects)),
    );
    expect(renderText(plan)).toContain(
      '    Redirects › redirects order: /, /account, /account/heloc, … -> /account, /, /account/heloc, …\n',
    );
  });

  it('limits a flag default change to lenders that do not set the flag themselves', async () => {
    const before = await realSnapshot();
    const after = editFlow(
      await realSnapshot(),
      FLAGS,
      (f) => (f.flags.find((x: LooseJson) => x.key === 'fe-webchat').default = false),
    );
    const setters = [...before.brands]
      .filter(([, m]) => typeof (m.flags as LooseJson | undefined)?.['fe-webchat'] === 'boolean')
      .map(([o]) => o);
    const affects = computePlan(before, after).flows[0]!.affects as string[];
    expect(setters).toContain('CEDAR_VALLEY_FCU');
    expect(affects).not.toContain('CEDAR_VALLEY_FCU');
    expect(affects.length).toBe(before.brands.size - setters.length);
    expect(renderText(computePlan(before, after))).toContain(
      `affects ${affects.length} of ${before.brands.size} lenders: all but ${setters.sort().join(', ')}\n`,
    );
  });

  it('lists every text of a new flow file, and ignores $schema', async () => {
    // The file exists in the repository now, so take it out of "before" to make it new.
    const before = await realSnapshot();
    before.flows.delete('flows/registration/steps.json');
    const after = await realSnapshot();
    after.flows.set('flows/registration/steps.json', {
      $schema: '../../schemas/flows/registration-steps.schema.json',
      steps: [{ key: 'address', title: 'Your home', messages: { required: 'Enter your address' } }],
    });
    const [flow] = computePlan(before, after).flows.filter((f) => f.file === 'flows/registration/steps.json');
    expect(flow).toMatchObject({ status: 'added', label: 'Registration steps', affects: 'all' });
    expect(flow!.changes.map((c) => c.label)).toEqual([
      'Registration steps › steps › address › key',
      'Registration steps › steps › address › title',
      'Registration steps › steps › address › messages › required',
    ]);
  });

  it('treats a new $schema path as no change', async () => {
    const after = editFlow(
      await realSnapshot(),
      COPY,
      (f) => (f.$schema = '../../schemas/flows/shell-copy.v2.schema.json'),
    );
    expect(computePlan(await realSnapshot(), after).flows).toEqual([]);
  });
});
