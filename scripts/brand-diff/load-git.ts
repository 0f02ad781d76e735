import { execFileSync } from 'node:child_process';
import { buildSnapshot, isSnapshotPath, SnapshotError, type Snapshot } from './snapshot';

/**
 * The commit a branch started from, so the plan shows this branch's changes and not everything
 * main gained since; HEAD when there is no main branch (a fresh clone of a fork, a test repo).
 */
export function defaultRef(rootDir: string): string {
  try {
    return git(rootDir, ['merge-base', 'HEAD', 'main']).toString('utf8').trim();
  } catch {
    return 'HEAD';
  }
}

/** brands/ and flows/ as committed at `ref`, read through git without touching the working tree. */
export async function loadSnapshotFromGit(rootDir: string, ref: string): Promise<Snapshot> {
  const commit = resolveCommit(rootDir, ref);
  const where = `at ${ref}`;
  // Paths are repo-relative in git but project-relative here; they differ when the project is a subfolder.
  const prefix = git(rootDir, ['rev-parse', '--show-prefix']).toString('utf8').trim();
  const listing = git(rootDir, [
    'ls-tree',
    '-r',
    '-z',
    '--full-tree',
    commit,
    '--',
    `${prefix}brands`,
    `${prefix}flows`,
  ]);
  const blobs = new Map<string, string>();
  for (const entry of listing.toString('utf8').split('\0')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
    if (match && match[2]!.startsWith(prefix)) blobs.set(match[2]!.slice(prefix.length), match[1]!);
  }
  const wanted = [...blobs].filter(([path]) => isSnapshotPath(path));
  const texts = readBlobs(
    rootDir,
    wanted.map(([, id]) => id),
  );
  const files = wanted.map(([path, id]) => ({ path, text: texts.get(id)! }));
  return buildSnapshot(files, where, (orgCode, fileName) => blobs.get(`brands/${orgCode}/${fileName}`));
}

function resolveCommit(rootDir: string, ref: string): string {
  if (ref.startsWith('-')) throw new SnapshotError(`"${ref}" is not a git ref`);
  try {
    git(rootDir, ['rev-parse', '--git-dir']);
  } catch {
    throw new SnapshotError(`${rootDir} is not inside a git repository, so there is no ref to compare with`);
  }
  try {
    return git(rootDir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])
      .toString('utf8')
      .trim();
  } catch {
    throw new SnapshotError(
      `git ref "${ref}" does not name a commit in this repository (try a branch, tag or commit id)`,
    );
  }
}

/** One `git cat-file --batch` for every file: a process per file costs seconds with a thousand brands. */
function readBlobs(rootDir: string, ids: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  if (ids.length === 0) return texts;
  const out = git(rootDir, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  let at = 0;
  while (at < out.length) {
    const headerEnd = out.indexOf(10, at);
    const [id, type, size] = out.subarray(at, headerEnd).toString('utf8').split(' ');
    if (type !== 'blob' || size === undefined) throw new SnapshotError(`git could not read object ${id}`);
    const start = headerEnd + 1;
    const end = start + Number(size);
    texts.set(id!, out.subarray(start, end).toString('utf8'));
    at = end + 1;
  }
  return texts;
}

function git(cwd: string, args: string[], input?: string): Buffer {
  return execFileSync('git', args, {
    cwd,
    input,
    maxBuffer: 1 << 30,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}
