import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFixtureProject,
  readRealFlow,
  REPO_ROOT,
  type FixtureProject,
  type LooseJson,
} from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { validateProject } from '../validate-project';

const STEPS = 'flows/registration/steps.json';
const COPY = 'flows/registration/copy.json';
const SHELL = 'flows/shell/copy.json';
const realSteps = await readRealFlow(STEPS);
const real = async (file: string) => JSON.parse(await readFile(path.join(REPO_ROOT, file), 'utf8')) as LooseJson;
const forSale = (realSteps.steps as { key: string }[]).findIndex((s) => s.key === 'for-sale');
const hawaii = (steps: LooseJson) =>
  (steps.steps as LooseJson[]).flatMap((s) => (s.modals ?? []) as LooseJson[]).find((m) => m.modal === 'hawaii')!;

interface Case {
  name: string;
  arrange(fx: FixtureProject, flows: { steps: LooseJson; copy: LooseJson; shell: LooseJson }): Promise<void> | void;
  /** `file:line:column  pointer`, exactly as the CLI prints it, and words of the message; none when all is well. */
  expected: { at: RegExp; words: string[] }[];
}

const cases: Case[] = [
  { name: 'the real words with brands without a for-sale window', arrange: () => {}, expected: [] },
  {
    // GRANITE_TRUST: '© 2026 Granite Trust Bank, N.A.. All rights reserved.' before the filler's rule.
    name: 'a legal name ending in a period before the copyright line period',
    arrange: (fx) => fx.editManifest('BETA', (m) => void (m.legalName = 'BETA Trust Bank, N.A.')),
    expected: [],
  },
  {
    name: 'the window words without the condition on the brand that has a window',
    arrange: (_fx, { steps }) => void (steps.steps[forSale].variants[0].when = { type: 'object' }),
    expected: [
      {
        at: new RegExp(`^${STEPS}:\\d+:\\d+  /steps/${forSale}/variants/0/title  `),
        words: [
          '{months} has no value: "forSaleWindowMonths" is not set',
          'for ALPHA (brands/ALPHA/manifest.json), ALPHA_NY (brands/ALPHA_NY/manifest.json), BETA (brands/BETA/manifest.json)',
        ],
      },
    ],
  },
  {
    name: 'the Hawaii modal for a brand that names no partner',
    arrange: (_fx, { steps }) => void (hawaii(steps).when = { type: 'object' }),
    expected: [
      ...['body', 'action'].map((part) => ({
        at: new RegExp(`^${COPY}:\\d+:\\d+  /modals/hawaii/${part}  `),
        words: [
          '{partnerName} has no value: "stateRestrictions.hawaii.partnerName" is not set',
          'for ALPHA_NY',
          'BETA',
        ],
      })),
      {
        at: new RegExp(`^${COPY}:\\d+:\\d+  /modals/hawaii/href  `),
        words: ['{partnerUrl} has no value: "stateRestrictions.hawaii.partnerUrl" is not set', 'for ALPHA_NY', 'BETA'],
      },
    ],
  },
  {
    name: 'a value whose last mark doubles the template mark',
    arrange: async (fx, { shell }) => {
      shell.nav.homeLink = 'Welcome to {displayName}!';
      await fx.editManifest('BETA', (m) => void (m.displayName = 'BETA Home Equity!'));
    },
    expected: [
      {
        at: new RegExp(`^${SHELL}:\\d+:\\d+  /nav/homeLink  `),
        words: ['reads "Welcome to BETA Home Equity!!": a doubled "!"', 'for BETA (brands/BETA/manifest.json)'],
      },
    ],
  },
];

let fx: FixtureProject;
beforeEach(async () => void (fx = await createFixtureProject()));
afterEach(() => fx.cleanup());

// Each case validates a whole fixture project with the real registration and shell words.
describe('brand words', { timeout: 60_000 }, () => {
  it.each(cases)('$name', async ({ arrange, expected }) => {
    const flows = { steps: structuredClone(realSteps), copy: await real(COPY), shell: await real(SHELL) };
    await arrange(fx, flows);
    await fx.writeJson(STEPS, flows.steps);
    await fx.writeJson(COPY, flows.copy);
    await fx.writeJson(SHELL, flows.shell);
    const lines = (await validateProject(fx.rootDir)).map(formatDiagnostic);
    expect(lines).toHaveLength(expected.length);
    expected.forEach(({ at, words }, i) => {
      expect(lines[i]).toMatch(at);
      for (const w of words) expect(lines[i]).toContain(w);
    });
  });
});
