import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotDist } from './dist-snapshot';
import { ROOT } from './run-options';

/**
 * A private copy of dist/ for the run (workers read its path from SCREENSHOT_DIST_COPY), so a
 * rebuild meanwhile cannot mix two builds in one gallery; removed when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} has no build: run \`npm run build\` first (\`npm run screenshots\` does both).`);
  const snapshot = await snapshotDist(dist);
  process.env.SCREENSHOT_DIST_COPY = snapshot.dir;
  return () => snapshot.remove();
}
