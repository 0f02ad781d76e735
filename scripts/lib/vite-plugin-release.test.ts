import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildRelease } from './vite-plugin-release';

const root = join(import.meta.dirname, '..', '..');

it('the release is the checked-out commit, or RELEASE when the pipeline names one', () => {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  expect(buildRelease(root, {})).toBe(head);
  expect(buildRelease(root, { RELEASE: '2026.11.26-1' })).toBe('2026.11.26-1');
});

it('a tree outside git without RELEASE fails the build, saying what to set', () => {
  const outside = mkdtempSync(join(tmpdir(), 'no-git-'));
  try {
    expect(() => buildRelease(outside, {})).toThrow(/set RELEASE/);
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});
