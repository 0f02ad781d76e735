import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureProject, type FixtureProject, type LooseJson } from '../lib/test-support/fixture-project';
import { formatDiagnostic } from './diagnostic';
import { validateProject } from './validate-project';

// A screen's options are typed by its widget (schemas/flows/screen-options.schema.json), so a
// misspelt option fails validate at its file, line and pointer instead of being read as missing.
const FILE = 'flows/application/screens/test.json';
let fx: FixtureProject;
beforeEach(async () => {
  fx = await createFixtureProject();
});
afterEach(() => fx.cleanup());

async function linesFor(screen: LooseJson): Promise<string[]> {
  await fx.writeJson(FILE, {
    $schema: '../../../schemas/flows/application-screens.schema.json',
    screens: { 'bank/disburse': { stage: 'MORE_INFO', title: 'Your bank account', ...screen } },
  });
  return (await validateProject(fx.rootDir))
    .map(formatDiagnostic)
    .filter((l) => l.startsWith(FILE) && l.includes('/options'));
}

describe('screen options, typed by widget', { timeout: 60_000 }, () => {
  it('accepts the options the widget reads', async () => {
    expect(
      await linesFor({ kind: 'widget', widget: 'bank-account', options: { purpose: 'AUTOPAY', bankLink: true } }),
    ).toEqual([]);
  });

  it.each([
    [
      'a misspelt widget option',
      { kind: 'widget', widget: 'bank-account', options: { purpose: 'DISBURSEMENT', bankLnk: true } },
      `${FILE}:11:9  /screens/bank~1disburse/options/bankLnk  has a property "bankLnk" that is not allowed here (did you mean "bankLink"?)`,
    ],
    [
      'an option of another widget',
      { kind: 'widget', widget: 'liens', options: { payoffPreferences: [], pollSeconds: 30 } },
      `${FILE}:11:9  /screens/bank~1disburse/options/pollSeconds  has a property "pollSeconds" that is not allowed here`,
    ],
    [
      'a misspelt wait option',
      { kind: 'wait', options: { pollSecond: 30 } },
      `${FILE}:9:9  /screens/bank~1disburse/options/pollSecond  has a property "pollSecond" that is not allowed here (did you mean "pollSeconds"?)`,
    ],
  ])('refuses %s at its file, line and pointer', async (_name, screen, line) => {
    const found = await linesFor(screen);
    expect(found).toEqual([line]);
  });
});
