/** A throw-away copy of the repository (sharing node_modules) for builds with changed data. */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const COPIED = [
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'index.html',
  'public',
  'schemas',
  // The contract written from schemas/: validate (so generate, so the build) checks it is current.
  'contract',
  'brands',
  'flows',
  'src',
  'scripts',
];

export interface ScratchCopy {
  dir: string;
  dispose(): Promise<void>;
}

export interface ScratchCopyOptions {
  /**
   * Start the copy with rootDir's src/generated/ when there is one (default: without). Commits
   * before b260e9c cannot run `npm run generate` without a src/generated/ (their checks import
   * modules that import it); the copy's own generate step rewrites every file and removes the
   * ones its inputs do not make, so the seed never reaches the build.
   */
  seedGenerated?: boolean;
}

export async function createScratchCopy(rootDir: string, options: ScratchCopyOptions = {}): Promise<ScratchCopy> {
  await mkdir(join(rootDir, '.scratch'), { recursive: true });
  const dir = await mkdtemp(join(rootDir, '.scratch', 'copy-'));
  for (const entry of COPIED) {
    await cp(join(rootDir, entry), join(dir, entry), {
      recursive: true,
      filter: (src) => !src.includes(join('src', 'generated')),
    });
  }
  await symlink(join(rootDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (options.seedGenerated) await seedGenerated(rootDir, dir);
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The project as committed at `ref`: every tracked file (`git archive`, so the working tree and
 * the index are never touched), node_modules shared with rootDir. When the project is a
 * subfolder of its repository, that subfolder. Throws when `ref` names no commit.
 */
export async function createScratchCopyAtRef(
  rootDir: string,
  ref: string,
  options: ScratchCopyOptions = {},
): Promise<ScratchCopy> {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: rootDir, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] });
  if (ref.startsWith('-')) throw new Error(`"${ref}" is not a git ref`);
  const commit = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])
    .toString('utf8')
    .trim();
  const prefix = git(['rev-parse', '--show-prefix']).toString('utf8').trim();
  await mkdir(join(rootDir, '.scratch'), { recursive: true });
  const dir = await mkdtemp(join(rootDir, '.scratch', 'ref-'));
  try {
    const archive = git(['archive', '--format=tar', prefix ? `${commit}:${prefix.replace(/\/$/, '')}` : commit]);
    execFileSync('tar', ['-x', '-C', dir], { input: archive, stdio: ['pipe', 'ignore', 'pipe'] });
    await rm(join(dir, 'node_modules'), { recursive: true, force: true });
    await symlink(join(rootDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
    if (options.seedGenerated) await seedGenerated(rootDir, dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

async function seedGenerated(rootDir: string, dir: string): Promise<void> {
  const from = join(rootDir, 'src', 'generated');
  if (existsSync(from)) await cp(from, join(dir, 'src', 'generated'), { recursive: true });
}

const run = promisify(execFile);

/**
 * `npm run generate`, then the production build, in a scratch copy: the copy's own scripts
 * (`tsx scripts/generate.ts`, `vite build`) with the copy as the working folder, so the build is
 * exactly what that copy's commands make. Throws with the failing step's output.
 */
export async function buildScratchCopy(dir: string): Promise<void> {
  const bin = (name: string) => join(dir, 'node_modules', '.bin', name);
  const steps: [string, string, string[]][] = [
    ['npm run generate', bin('tsx'), ['scripts/generate.ts']],
    ['vite build', bin('vite'), ['build', '--configLoader', 'runner', '--logLevel', 'error']],
  ];
  for (const [name, command, args] of steps) {
    try {
      await run(command, args, { cwd: dir, maxBuffer: 1 << 26, env: { ...process.env, NO_COLOR: '1' } });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      const output = `${stdout}${stderr}`.trim().split('\n').slice(-20).join('\n');
      throw new Error(`${name} failed in ${dir}:\n${output || (error as Error).message}`);
    }
  }
}
