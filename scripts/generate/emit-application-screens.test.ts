import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '../../src/core/application/screens';
import { SCREEN_AREAS } from '../../src/generated/application';
import { parseJsonDocument } from '../lib/json-document';
import { REPO_ROOT } from '../lib/test-support/fixture-project';
import { emitApplicationScreens, screenPaths } from './emit-application-screens';

const area = (name: string, screens: Record<string, unknown>) => {
  const file = `flows/application/screens/${name}.json`;
  return parseJsonDocument(file, path.join(REPO_ROOT, file), JSON.stringify({ screens }));
};
const info = { kind: 'info', stage: 'INITIAL', title: 'T' };

describe('the list of screens is derived from the screen files', () => {
  it('is the keys of the area files, in file order', () => {
    expect(screenPaths([area('a', { hold: info, 'income/link/:type': info }), area('b', { complete: info })])).toEqual([
      'hold',
      'income/link/:type',
      'complete',
    ]);
  });

  it('follows the files: a screen added to a file is a screen, and the generated index lists it', async () => {
    const files = await emitApplicationScreens([
      area('a', { hold: info }),
      area('b', { complete: info, 'new-screen': info }),
    ]);
    const file = files.find((f) => f.path === 'application/index.ts');
    const index = file && 'contents' in file ? file.contents : '';
    expect(index).toContain(
      'export const SCREEN_PATHS: readonly string[] = [\n  "hold",\n  "complete",\n  "new-screen",\n];',
    );
  });

  it('the committed app uses exactly the screens its area files define', () => {
    expect(SCREEN_PATHS).toEqual(SCREEN_AREAS.flatMap((a) => Object.keys(a.screens)));
  });
});
