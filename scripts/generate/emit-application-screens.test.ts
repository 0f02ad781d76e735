import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllScreens, SCREEN_PATHS } from '../../src/core/application/screens';
import { parseJsonDocument } from '../lib/json-document';
import { REPO_ROOT } from '../lib/test-support/fixture-project';
import { emitApplicationScreens, screenPaths } from './emit-application-screens';

const area = (name: string, screens: Record<string, unknown>) => {
  const file = `flows/application/screens/${name}.json`;
  return parseJsonDocument(file, path.join(REPO_ROOT, file), JSON.stringify({ screens }));
};
const info = { kind: 'info', stage: 'INITIAL', title: 'T' };

const contentsOf = (files: Awaited<ReturnType<typeof emitApplicationScreens>>, at: string) => {
  const file = files.find((f) => f.path === at);
  return file && 'contents' in file ? file.contents : undefined;
};

describe('the list of screens is derived from the screen files', () => {
  it('is the keys of the area files, in file order', () => {
    expect(screenPaths([area('a', { hold: info, 'income/link/:type': info }), area('b', { complete: info })])).toEqual([
      'hold',
      'income/link/:type',
      'complete',
    ]);
  });

  it('follows the files: a screen added to a file is a screen, and the generated index lists it with its area and stage', async () => {
    const files = await emitApplicationScreens([
      area('a', { hold: info }),
      area('b', { complete: info, 'new-screen': { ...info, stage: 'SIGNING' } }),
    ]);
    expect(contentsOf(files, 'application/index.ts')).toContain(
      [
        '  "hold": {"area":"a","stage":"INITIAL"},',
        '  "complete": {"area":"b","stage":"INITIAL"},',
        '  "new-screen": {"area":"b","stage":"SIGNING"},',
      ].join('\n'),
    );
  });

  it('the committed app uses exactly the screens its area files define', async () => {
    expect(SCREEN_PATHS).toEqual(Object.keys(await loadAllScreens()));
  });
});

describe('what loads when: the index names the areas and the forms, each loaded on its own', () => {
  const form = (schema: object) => ({ ...info, kind: 'form', task: 't', form: { schema, uiSchema: {} } });
  const project = () =>
    emitApplicationScreens([
      area('start', { 'start/profile': form({ type: 'object', required: ['a'] }), hold: info }),
      area('income', { 'income/link/:type': form({ type: 'object', required: ['b'] }) }),
    ]);

  it('writes one validator module per form screen, named by its path, and nothing else beside the index', async () => {
    const files = await project();
    expect(files.map((f) => f.path).sort()).toEqual([
      'application/forms/income-link-type.d.ts',
      'application/forms/income-link-type.js',
      'application/forms/start-profile.d.ts',
      'application/forms/start-profile.js',
      'application/index.ts',
    ]);
    // Each module holds its own form's schema only.
    expect(contentsOf(files, 'application/forms/start-profile.js')).toContain('"a"');
    expect(contentsOf(files, 'application/forms/start-profile.js')).not.toContain('"b"');
  });

  it('imports no area file and no validator statically: each is a loader', async () => {
    const index = contentsOf(await project(), 'application/index.ts')!;
    expect(index).not.toMatch(/^import (?!type )/m);
    expect(index).toContain(
      `"start": () => import('@flows/application/screens/start.json').then((m) => m.default as unknown as ApplicationScreens),`,
    );
    expect(index).toContain(`"income/link/:type": () => import('./forms/income-link-type.js').then((m) => m.default),`);
  });
});
