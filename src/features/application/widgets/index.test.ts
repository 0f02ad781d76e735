import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { screenWidgets } from './index';

// npm run validate accepts a widget key when its folder exists; the registry must list exactly those folders.
it('registers one widget per folder of widgets/, under the folder name', () => {
  const folders = readdirSync(path.dirname(new URL(import.meta.url).pathname), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  expect(Object.keys(screenWidgets).sort()).toEqual(folders);
});
