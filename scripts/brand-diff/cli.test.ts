import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type LooseJson } from '../lib/test-support/fixture-project';
import { runBrandDiff } from './cli';
import { shuffleKeys } from './test-support/snapshots';

// A throw-away git repository holding a copy of brands/, flows/ and schemas/, committed once on a
// branch that is not main, so the default ref falls back to HEAD.
let repo: string;
const MANIFEST = 'brands/GRANITE_TRUST/manifest.json';
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: repo,
    stdio: 'pipe',
  });

beforeAll(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'brand-diff-'));
  git('init', '-q', '-b', 'work');
  for (const dir of ['brands', 'flows', 'schemas'])
    await cp(path.join(REPO_ROOT, dir), path.join(repo, dir), { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'brands');
});

afterAll(() => rm(repo, { recursive: true, force: true }));

async function editManifest(
  edit: (m: LooseJson) => void,
  serialise = (m: LooseJson) => JSON.stringify(m, null, 2),
): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(repo, MANIFEST), 'utf8'));
  edit(manifest);
  await writeFile(path.join(repo, MANIFEST), serialise(manifest));
}

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: (t: string) => void (stdout += t),
    stderr: (t: string) => void (stderr += t),
    isTTY: false,
    env: {},
  };
  const { exitCode } = await runBrandDiff(argv, repo, io);
  return { exitCode, stdout, stderr };
}

describe('brand:diff', () => {
  it('exits 0 with "No borrower-visible changes." when only key order and indentation changed', async () => {
    await editManifest(
      (m) => (m.$schema = 'brand-manifest.schema.json'),
      (m) => JSON.stringify(shuffleKeys(m), null, '\t'),
    );
    const result = await run();
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    expect(result.stdout).toBe(
      'Comparing HEAD (no main branch found) with the working tree.\n\nNo borrower-visible changes.\n',
    );
  });

  it('runs as a script: exit 2 and a markdown plan for a changed manifest', async () => {
    await editManifest((m) => {
      m.footer.termsLabel = 'Terms of Use';
      m.statesServed.push('TX');
    });
    const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
    const result = spawnSync(tsx, [path.join(REPO_ROOT, 'scripts/brand-diff.ts'), 'HEAD', '--format', 'markdown'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(2);
    expect(result.stdout).toContain(
      '**Plan: 0 lenders added, 0 removed, 1 changed; 0 hosts resolve differently; 0 flow files changed.**',
    );
    expect(result.stdout).toContain(
      '#### `GRANITE_TRUST` Granite Trust Bank\n\n- **States served**: added TX\n- **Terms link text**: `"Terms of Service"` → `"Terms of Use"`\n',
    );
  }, 30_000);

  it('writes plan.md and plan.txt with --out', async () => {
    await editManifest((m) => (m.footer.termsLabel = 'Terms of Use'));
    const result = await run('HEAD', '--out', 'review');
    expect(result.exitCode).toBe(2);
    const text = await readFile(path.join(repo, 'review/plan.txt'), 'utf8');
    expect(text).toBe(result.stdout);
    expect(await readFile(path.join(repo, 'review/plan.md'), 'utf8')).toContain('## Brand plan');
  });

  it('with --screenshots and nothing to render, builds nothing and writes a report that says so', async () => {
    git('checkout', '-q', '.');
    const result = await run('HEAD', '--screenshots');
    expect(result).toMatchObject({
      exitCode: 0,
      stdout: 'Comparing HEAD with the working tree.\n\nNo borrower-visible changes.\n',
    });
    expect(result.stderr).toMatch(
      /^Report: .*brand-diff-report\/index\.html \(0 pictures; 0 before\/after pairs differ; [\d.]+ s\)\n$/,
    );
    expect(await readFile(path.join(repo, 'brand-diff-report/index.html'), 'utf8')).toContain(
      'No lender’s pages change, so nothing was rendered.',
    );
    expect(await readFile(path.join(repo, 'brand-diff-report/plan.md'), 'utf8')).toContain(
      'No borrower-visible changes.',
    );
  });

  it.each([
    {
      name: 'a ref that names nothing',
      argv: ['no-such-branch'],
      message: 'git ref "no-such-branch" does not name a commit',
    },
    { name: 'an unknown format', argv: ['--format', 'html'], message: '--format must be text or markdown, not "html"' },
    { name: 'an unknown option', argv: ['--colour'], message: "Unknown option '--colour'" },
  ])('exits 1 on $name', async ({ argv, message }) => {
    const result = await run(...argv);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(message);
  });

  it('exits 1 naming the file, line and reason of broken JSON', async () => {
    const text = await readFile(path.join(repo, MANIFEST), 'utf8');
    await writeFile(path.join(repo, MANIFEST), text.replace('"kind": "bank",', '"kind": "bank",,'));
    const result = await run('HEAD');
    await writeFile(path.join(repo, MANIFEST), text);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(
      /^brand:diff: brands\/GRANITE_TRUST\/manifest\.json:\d+:\d+ in the working tree: is not valid JSON/,
    );
  });

  it('by default compares with where the branch left main, so committed changes on the branch show', async () => {
    git('checkout', '-q', '.');
    git('branch', 'main');
    await editManifest((m) => (m.support.phone = '(603) 555-0199'));
    git('commit', '-q', '-am', 'new phone');
    const result = await run();
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toMatch(
      /^Comparing the commit this branch left main at \([0-9a-f]{10}\) with the working tree\./,
    );
    expect(result.stdout).toContain('    Support phone: "(603) 555-0111" -> "(603) 555-0199"\n');
  });
});
