import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { formatDiagnostic } from '../diagnostic';
import { SIGNER_ROUTES_FILE, SIGNER_SCREENS_FILE, signerScreensCheck } from './signer-screens';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const doc = (file: string, value: Json) =>
  parseJsonDocument(file, path.join(REPO_ROOT, file), `${JSON.stringify(value, null, 2)}\n`);

const ROUTES = {
  rows: [
    { status: 'INTRO', screen: 'intro' },
    { status: 'SIGN', screen: 'sign' },
  ],
  unrecognised: { screen: 'error' },
};
const GOOD = {
  intro: { kind: 'info', stage: 'ENOTARY', title: 'Intro', intro: ['Loan {loanNumber}'] },
  sign: { kind: 'widget', stage: 'ENOTARY', title: 'Sign', widget: 'document-viewer' },
  error: { kind: 'info', stage: 'INITIAL', title: 'Error' },
};

async function problems(screens: Json, routes: Json = ROUTES): Promise<string[]> {
  const flowFiles = [doc(SIGNER_ROUTES_FILE, routes), doc(SIGNER_SCREENS_FILE, { screens })];
  return (await signerScreensCheck.run({ rootDir: REPO_ROOT, brands: [], flowFiles, validFiles: new Set() })).map(
    formatDiagnostic,
  );
}

describe('signer screens check', () => {
  it('passes complete definitions', async () => expect(await problems(GOOD)).toEqual([]));

  it('names a routed screen without a definition, at the row', async () => {
    const { sign: _s, ...rest } = GOOD;
    expect(await problems(rest)).toEqual([
      expect.stringMatching(/^flows\/signer\/routes\.json:\d+:\d+  \/rows\/1\/screen  screen "sign" has no definition/),
    ]);
  });

  it('refuses an unused screen, a form, an unknown widget and an unknown placeholder', async () => {
    const found = await problems({
      ...GOOD,
      extra: { kind: 'info', stage: 'INITIAL', title: 'Extra' },
      intro: { kind: 'form', stage: 'ENOTARY', title: 'Intro', intro: ['Hi {borrowerName}'] },
      sign: { kind: 'widget', stage: 'ENOTARY', title: 'Sign', widget: 'no-such-widget' },
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/screens/extra  "extra" is not a screen of flows/signer/routes.json'),
        expect.stringContaining('/screens/intro/kind  a signer screen is info or widget, not "form"'),
        expect.stringContaining('{borrowerName} is not a value the app fills'),
        expect.stringContaining('"no-such-widget" is not a registered widget'),
      ]),
    );
  });
});
