import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * README's "Where things are" is a newcomer's map: every path it names exists, and every folder
 * of the repository (and of src/) is on it. A folder added or renamed without the map fails here.
 */
const readme = readFileSync('README.md', 'utf8');
const section = /## Where things are\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? '';
const named = section.split('\n').map((line) => line.split(/\s+/)[0]!.replace(/\/$/, ''));
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const foldersAt = (prefix: string) => [
  ...new Set(
    tracked
      .filter((f) => f.startsWith(prefix) && f.slice(prefix.length).includes('/'))
      .map((f) => prefix + f.slice(prefix.length).split('/')[0]!),
  ),
];

describe("README's folder tree", () => {
  it('has a section to read', () => {
    expect(named.length).toBeGreaterThan(10);
  });

  it('names only paths that exist', () => {
    // src/generated/ is git-ignored: written by `npm run generate`, as the line says.
    expect(named.filter((path) => !existsSync(path) && path !== 'src/generated')).toEqual([]);
  });

  it('names every folder at the top and in src/', () => {
    const folders = [...foldersAt(''), ...foldersAt('src/')].filter((f) => f !== 'src');
    // .ci holds one file, named on the map as .ci/run.
    const onMap = new Set(named.map((path) => (path.startsWith('.ci/') ? '.ci' : path)));
    expect(folders.filter((folder) => !onMap.has(folder))).toEqual([]);
  });
});
