import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private copy of dist/ for the run. The server reads index.html once and the files on each
 * request, so a rebuild during the run (someone's `npm run build`) would otherwise serve a page
 * that names assets which are gone for a moment, or belong to another build.
 */
export async function snapshotDist(dist: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = await mkdtemp(join(tmpdir(), 'heloc-screenshots-'));
  const dir = join(parent, 'dist');
  await cp(dist, dir, { recursive: true });
  return { dir, remove: () => rm(parent, { recursive: true, force: true }) };
}
