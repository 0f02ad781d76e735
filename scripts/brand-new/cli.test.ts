import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBrandNew } from './run-cli';
import { createTempRepo, REPO_ROOT } from './test-support/temp-repo';

const FLAGS = [
  '--org',
  'BLUE_HERON_CU',
  '--name',
  'Blue Heron Credit Union',
  '--hosts',
  'blueheron,bhcu',
  '--primary',
  '#1f5fa8',
  '--states',
  'OR,WA',
  '--phone',
  '(206) 555-0142',
  '--email',
  'help@blueheroncu.example',
  '--nmls',
  '654321',
  '--street',
  '400 Pine Street',
  '--city',
  'Seattle',
  '--state',
  'WA',
  '--zip',
  '98101',
];

let repo: Awaited<ReturnType<typeof createTempRepo>>;
beforeAll(async () => {
  repo = await createTempRepo();
});
afterAll(() => repo.cleanup());

/** Runs the CLI in-process with a given terminal-ness; returns the exit code and both streams. */
async function run(argv: string[], interactive = false) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBrandNew({
    argv,
    cwd: repo.rootDir,
    interactive,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('brand:new command line', { timeout: 60_000 }, () => {
  it.each([
    {
      name: '--yes with flags missing lists them',
      argv: ['--yes', '--org', 'BLUE_HERON_CU', '--name', 'Blue Heron'],
      err: 'brand:new: missing --hosts, --primary, --states, --phone, --email, --nmls, --street, --city, --state, --zip (with --yes nothing is asked)',
    },
    {
      name: 'no terminal to ask at counts as --yes',
      argv: ['--org', 'X_Y'],
      err: 'missing --name, --hosts, --primary',
    },
    { name: 'unknown flag', argv: ['--colour', 'red'], err: "Unknown option '--colour'" },
    {
      name: 'colour lost to an unquoted #',
      argv: [...FLAGS.slice(0, 6), '--primary'],
      err: "Quote colours ('#1f5fa8') or leave out the #",
    },
    {
      name: 'refusal says nothing was written',
      argv: ['--yes', ...FLAGS.slice(0, 4), '--hosts', 'cvfcu', ...FLAGS.slice(6)],
      err: 'brand:new: nothing was written:\n  --hosts cvfcu: host prefix "cvfcu" is also claimed by CEDAR_VALLEY_FCU',
    },
  ])('exit 1: $name', async ({ argv, err }) => {
    const before = await repo.brandFolders();
    const result = await run(argv);
    expect(result.code).toBe(1);
    expect(result.err).toContain(err);
    expect(result.out).toBe('');
    expect(await repo.brandFolders()).toEqual(before);
  });

  it('--help lists every flag and exits 0', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    for (const flag of ['--org', '--legal-name', '--terms-label', '--yes', '--root'])
      expect(result.out).toContain(flag);
  });

  it('writes the brand end to end through npx tsx', async () => {
    const cli = path.join(REPO_ROOT, 'scripts/brand-new.ts');
    const { stdout } = await promisify(execFile)('npx', ['tsx', cli, '--yes', ...FLAGS, '--root', repo.rootDir], {
      cwd: REPO_ROOT,
    });
    expect(stdout).toContain('✓ wrote brands/BLUE_HERON_CU/manifest.json');
    expect(stdout).toContain('✓ npm run validate passes with BLUE_HERON_CU');
    for (const next of [
      'npm run validate',
      'http://localhost:5173/terms?org=BLUE_HERON_CU',
      'http://blueheron.localhost:5173/terms',
      'npm start',
      '4173',
      'npm run screenshots -- --brands BLUE_HERON_CU',
      'logo.svg',
    ]) {
      expect(stdout).toContain(next);
    }
    expect(existsSync(path.join(repo.rootDir, 'brands/BLUE_HERON_CU/logo.svg'))).toBe(true);
  });

  it('exits 1 with the reason on stderr through npx tsx', async () => {
    const cli = path.join(REPO_ROOT, 'scripts/brand-new.ts');
    const argv = ['tsx', cli, '--yes', ...FLAGS.slice(2), '--org', 'granite_trust', '--root', repo.rootDir];
    const failed = await promisify(execFile)('npx', argv, { cwd: REPO_ROOT }).then(
      () => undefined,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('--org GRANITE_TRUST: is already taken: brands/GRANITE_TRUST/ exists');
    expect(failed?.stdout).toBe('');
  });
});
