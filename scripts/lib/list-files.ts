import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file below dir, as sorted absolute paths; a missing dir is simply empty because the
 * folders (brands/, flows/) are filled in by different people at different times.
 */
export async function listFiles(dir: string, keep: (absPath: string) => boolean = () => true): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter(keep)
    .sort();
}

/** Repo-relative path with forward slashes, the form every diagnostic and header prints. */
export function relativePosix(rootDir: string, absPath: string): string {
  // The common case, a file below rootDir, without path.relative's normalising (thousands of calls).
  const prefix = rootDir.endsWith(path.sep) ? rootDir : rootDir + path.sep;
  const relative =
    absPath.startsWith(prefix) && !absPath.includes(`${path.sep}..`)
      ? absPath.slice(prefix.length)
      : path.relative(rootDir, absPath);
  return path.sep === '/' ? relative : relative.split(path.sep).join('/');
}
