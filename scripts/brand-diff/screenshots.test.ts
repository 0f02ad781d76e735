import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/test-support/fixture-project';
import { chromiumPath } from '../screenshots/capture-settings';
import { pngSize } from '../screenshots/file-manifest';
import { runBrandDiff } from './cli';

// One real --screenshots run: a throw-away git repository holding this project's last commit,
// one changed disclaimer in its working tree, and a one-page page set so two builds and eight
// pictures stay well under a minute and a half.
const canRun = chromiumPath() !== undefined;
let repo: string;
const MANIFEST = 'brands/CEDAR_VALLEY_FCU/manifest.json';
const OLD = 'Variable rates are based on the Prime Rate plus a margin.';
const NEW = 'Variable rates are based on the Prime Rate plus a margin of 1.25% or more.';

beforeAll(async () => {
  if (!canRun) return;
  repo = await mkdtemp(path.join(os.tmpdir(), 'brand-diff-shots-'));
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', repo], { input: archive });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repo,
      stdio: 'pipe',
    });
  git('init', '-q', '-b', 'work');
  const pageSet = {
    pages: [
      {
        key: 'footer',
        label: 'Footer',
        path: '/terms',
        ready: { headingFromBrand: 'footer.termsLabel' },
        clip: 'footer',
      },
    ],
  };
  await writeFile(path.join(repo, 'scripts/screenshots/page-set.json'), JSON.stringify(pageSet, null, 2));
  git('add', '-A');
  git('commit', '-q', '-m', 'project');
  // What a developer's checkout has besides the commit: dependencies, and src/generated (git-ignored) when generated.
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(repo, 'node_modules'), 'dir');
  const generated = path.join(REPO_ROOT, 'src', 'generated');
  if (existsSync(generated)) await cp(generated, path.join(repo, 'src', 'generated'), { recursive: true });
  const manifest = await readFile(path.join(repo, MANIFEST), 'utf8');
  expect(manifest).toContain(OLD);
  await writeFile(path.join(repo, MANIFEST), manifest.replace(OLD, NEW));
}, 60_000);

afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe.skipIf(!canRun)('brand:diff --screenshots', () => {
  it('builds the commit and the working tree and puts the changed lender’s pictures side by side', async () => {
    let stdout = '';
    let stderr = '';
    const io = {
      stdout: (t: string) => void (stdout += t),
      stderr: (t: string) => void (stderr += t),
      isTTY: false,
      env: {},
    };
    const { exitCode } = await runBrandDiff(['HEAD', '--screenshots', '--out', 'review'], repo, io);
    expect(stderr).toMatch(/^Report: .*review\/index\.html \(4 pictures; 2 before\/after pairs differ; /m);
    expect(exitCode).toBe(2);
    expect(stdout).toContain('~ changed lender CEDAR_VALLEY_FCU');

    const dir = path.join(repo, 'review');
    expect((await readdir(dir)).sort()).toEqual(['CEDAR_VALLEY_FCU', 'index.html', 'plan.md', 'plan.txt']);
    const pictures = (await readdir(path.join(dir, 'CEDAR_VALLEY_FCU'))).sort();
    expect(pictures).toEqual([
      'footer-desktop-after.png',
      'footer-desktop-before.png',
      'footer-phone-after.png',
      'footer-phone-before.png',
    ]);
    const [before, after] = await Promise.all(
      ['before', 'after'].map((side) => readFile(path.join(dir, 'CEDAR_VALLEY_FCU', `footer-desktop-${side}.png`))),
    );
    expect(pngSize(before!)?.width).toBe(1280);
    expect(before!.equals(after!)).toBe(false);

    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<img src="CEDAR_VALLEY_FCU/footer-desktop-before.png"');
    expect(html).toContain('<img src="CEDAR_VALLEY_FCU/footer-desktop-after.png"');
    expect(html).toContain(NEW);
    // The scratch copies are gone.
    expect(await readdir(path.join(repo, '.scratch')).catch(() => [])).toEqual([]);
  }, 120_000);
});
