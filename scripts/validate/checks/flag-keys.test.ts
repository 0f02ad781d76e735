import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { flagKeysCheck } from './flag-keys';

const doc = (file: string, value: unknown) =>
  parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(value, null, 2)}\n`);

const FLAGS = doc('flows/feature-flags.json', {
  flags: [
    { key: 'fe-heloc-irs-maintenance', default: false, description: 'x' },
    { key: 'fe-heloc-business-iv', default: false, description: 'x' },
  ],
});

async function problems(options: unknown): Promise<string[]> {
  const screens = doc('flows/application/screens/income.json', {
    screens: { 'income/review': { kind: 'widget', stage: 'LINK_INCOME', title: 'T', widget: 'w', options } },
  });
  const found = await flagKeysCheck.run({
    rootDir: REPO_ROOT,
    brands: [],
    flowFiles: [FLAGS, screens],
    validFiles: new Set(),
  });
  return found.map(formatDiagnostic);
}

describe('flag keys check: screen rules', () => {
  it('passes methods and notes that name listed flags', async () => {
    const gate = { flag: 'fe-heloc-business-iv', employmentTypes: ['SELF_EMPLOYED'] };
    expect(
      await problems({
        methods: [{ id: 'A', screen: 'a', hiddenWhenFlag: 'fe-heloc-irs-maintenance', onlyFor: gate }],
        notes: [{ copy: 'n', onlyWhenFlag: 'fe-heloc-irs-maintenance', hiddenFor: gate }],
      }),
    ).toEqual([]);
  });

  it('names each unknown flag at its place, with a suggestion', async () => {
    const found = await problems({
      methods: [{ id: 'A', screen: 'a', onlyFor: { flag: 'fe-heloc-business-ivv', employmentTypes: ['RETIRED'] } }],
      notes: [{ copy: 'n', hiddenWhenFlag: 'fe-heloc-irs' }],
    });
    expect(found).toEqual([
      expect.stringMatching(
        /^flows\/application\/screens\/income\.json:\d+:\d+ {2}\/screens\/income~1review\/options\/methods\/0\/onlyFor\/flag {2}"fe-heloc-business-ivv" is not a flag listed in flows\/feature-flags\.json \(did you mean "fe-heloc-business-iv"\?\)$/,
      ),
      expect.stringContaining('/screens/income~1review/options/notes/0/hiddenWhenFlag  "fe-heloc-irs" is not a flag'),
    ]);
  });
});
