import { describe, expect, it } from 'vitest';
import type { LooseJson } from '../lib/test-support/fixture-project';
import { captureTargets, lenderPlan, REPORT_PICTURE, shotPath } from './capture-targets';
import { computePlan } from './plan';
import type { Snapshot } from './snapshot';
import { editBrand, editFlow, realSnapshot } from './test-support/snapshots';

async function targetsFor(edit: (after: Snapshot, before: Snapshot) => void) {
  const [before, after] = [await realSnapshot(), await realSnapshot()];
  edit(after, before);
  const plan = computePlan(before, after);
  return { plan, targets: captureTargets(plan, before, after) };
}

const brief = (targets: { orgCode: string; sides: string[]; why: string[] }[]) =>
  targets.map(({ orgCode, sides, why }) => ({ orgCode, sides, why }));

describe('captureTargets: which lenders a --screenshots report renders', () => {
  it('renders nothing when nothing changes for borrowers', async () => {
    expect((await targetsFor(() => {})).targets).toEqual([]);
  });

  it('renders a changed lender before and after', async () => {
    const { targets } = await targetsFor((after) =>
      editBrand(after, 'CEDAR_VALLEY_FCU', (m) => (m.footer.disclaimers[1] = 'Rates vary.')),
    );
    expect(targets).toEqual([
      {
        orgCode: 'CEDAR_VALLEY_FCU',
        displayName: 'Cedar Valley Credit Union',
        sides: ['before', 'after'],
        why: ['changed lender'],
      },
    ]);
  });

  it('renders an added lender only after and a removed one only before', async () => {
    const { targets } = await targetsFor((after) => {
      const copy = structuredClone(after.brands.get('GRANITE_TRUST')!) as LooseJson;
      after.brands.set('GRANITE_TRUST_TWO', {
        ...copy,
        orgCode: 'GRANITE_TRUST_TWO',
        displayName: 'Granite Two',
        hostPrefixes: ['granitetwo'],
      });
      after.brands.delete('CEDAR_VALLEY_FCU');
    });
    // Cedar Valley's hosts now open the default brand, and the new lender's host did before.
    expect(brief(targets)).toEqual([
      { orgCode: 'CEDAR_VALLEY_FCU', sides: ['before'], why: ['removed lender'] },
      { orgCode: 'GRANITE_TRUST_TWO', sides: ['after'], why: ['added lender'] },
      { orgCode: 'MERIDIAN', sides: ['before', 'after'], why: ['a host name opens another lender than before'] },
    ]);
    expect(targets.find((t) => t.orgCode === 'CEDAR_VALLEY_FCU')!.displayName).toBe('Cedar Valley Credit Union');
  });

  it('renders both ends of a host that moved, saying why', async () => {
    const { targets } = await targetsFor((after) => {
      editBrand(after, 'GRANITE_TRUST', (m) => (m.hostPrefixes = m.hostPrefixes.filter((p: string) => p !== 'gtb')));
      editBrand(after, 'CEDAR_VALLEY_FCU', (m) => m.hostPrefixes.push('gtb'));
    });
    expect(brief(targets)).toEqual([
      {
        orgCode: 'CEDAR_VALLEY_FCU',
        sides: ['before', 'after'],
        why: ['changed lender', 'a host name opens another lender than before'],
      },
      {
        orgCode: 'GRANITE_TRUST',
        sides: ['before', 'after'],
        why: ['changed lender', 'a host name opens another lender than before'],
      },
    ]);
  });

  it('renders the default brand as a sample of a flow change that reaches every lender', async () => {
    const { targets } = await targetsFor((after) =>
      editFlow(after, 'flows/registration/steps.json', (f) => (f.steps[0].title = 'About your home')),
    );
    expect(brief(targets)).toEqual([
      {
        orgCode: 'MERIDIAN',
        sides: ['before', 'after'],
        why: ['sample: flows/registration/steps.json changes for every lender'],
      },
    ]);
  });

  it('adds no sample when a lender it reaches is rendered anyway', async () => {
    const { targets } = await targetsFor((after) => {
      editFlow(after, 'flows/shell/copy.json', (f) => (f.errorPage.title = 'Something went wrong'));
      editBrand(after, 'GRANITE_TRUST', (m) => (m.displayName = 'Granite Trust'));
    });
    expect(brief(targets)).toEqual([{ orgCode: 'GRANITE_TRUST', sides: ['before', 'after'], why: ['changed lender'] }]);
  });

  it('samples a flow change that reaches some lenders from those: the default brand when it is one, else the first', async () => {
    const flagDefault = (key: string) => (after: Snapshot) =>
      editFlow(
        after,
        'flows/feature-flags.json',
        (f) =>
          (f.flags.find((x: LooseJson) => x.key === key).default = !f.flags.find((x: LooseJson) => x.key === key)
            .default),
      );
    const meridianSets = (await realSnapshot()).brands.get('MERIDIAN')!.flags as Record<string, boolean>;
    expect(meridianSets['fe-webchat']).toBeTypeOf('boolean');
    expect(meridianSets['fe-heloc-maintenance']).toBeUndefined();

    const reachesMeridian = (await targetsFor(flagDefault('fe-heloc-maintenance'))).targets;
    expect(brief(reachesMeridian)).toEqual([
      {
        orgCode: 'MERIDIAN',
        sides: ['before', 'after'],
        why: [expect.stringMatching(/^sample: flows\/feature-flags\.json changes for \d+ lenders$/)],
      },
    ]);
    const skipsMeridian = (await targetsFor(flagDefault('fe-webchat'))).targets;
    expect(skipsMeridian.map((t) => t.orgCode)).toEqual(['ALAMO_PLAZA_BANK']);

    const one = (
      await targetsFor((after) =>
        after.flows.set('flows/status/notices.json', { byOrg: { GRANITE_TRUST: { banner: 'Closed Monday' } } }),
      )
    ).targets;
    expect(brief(one)).toEqual([
      {
        orgCode: 'GRANITE_TRUST',
        sides: ['before', 'after'],
        why: ['sample: flows/status/notices.json changes for 1 lender'],
      },
    ]);
  });
});

describe('shotPath', () => {
  it('names a picture <ORG>/<page>-<viewport>-<side>.png, which the report folder clean-up recognises', () => {
    expect(shotPath('CEDAR_VALLEY_FCU', 'registration-errors', 'phone', 'before')).toBe(
      'CEDAR_VALLEY_FCU/registration-errors-phone-before.png',
    );
    expect(shotPath('MERIDIAN', 'terms', 'desktop', 'after')).toBe('MERIDIAN/terms-desktop-after.png');
    expect(REPORT_PICTURE.test('registration-errors-phone-before.png')).toBe(true);
    expect(REPORT_PICTURE.test('terms-desktop-after.png')).toBe(true);
    expect(REPORT_PICTURE.test('notes.png')).toBe(false);
    expect(REPORT_PICTURE.test('terms-desktop.png')).toBe(false);
  });
});

describe('lenderPlan', () => {
  it('keeps one lender’s entry, the hosts that moved to or from it and the flow files that reach it', async () => {
    const { plan } = await targetsFor((after) => {
      editBrand(after, 'GRANITE_TRUST', (m) => (m.hostPrefixes = m.hostPrefixes.filter((p: string) => p !== 'gtb')));
      editBrand(after, 'CEDAR_VALLEY_FCU', (m) => m.hostPrefixes.push('gtb'));
      editBrand(after, 'MERIDIAN', (m) => (m.displayName = 'Meridian'));
      editFlow(after, 'flows/shell/copy.json', (f) => (f.errorPage.title = 'Something went wrong'));
      after.flows.set('flows/status/notices.json', { byOrg: { MERIDIAN: { banner: 'Closed Monday' } } });
    });
    const part = lenderPlan(plan, 'GRANITE_TRUST');
    expect(part.changed.map((l) => l.orgCode)).toEqual(['GRANITE_TRUST']);
    expect(part.hosts.map((h) => [h.prefix, h.before.orgCode, h.after.orgCode])).toEqual([
      ['gtb', 'GRANITE_TRUST', 'CEDAR_VALLEY_FCU'],
    ]);
    expect(part.flows.map((f) => f.file)).toEqual(['flows/shell/copy.json']);
    expect(part.changedBrands).toEqual(['GRANITE_TRUST']);
    expect(lenderPlan(plan, 'MERIDIAN').flows.map((f) => f.file)).toEqual([
      'flows/shell/copy.json',
      'flows/status/notices.json',
    ]);
  });
});
