import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { snapshotDist } from './dist-snapshot';
import { FIXED_TIME } from '../scripts/screenshots/capture-settings';
import { BASE_PORT, ROOT } from './run-options';
import { openServers } from './servers';

/**
 * A private copy of dist/ for the run, so a rebuild meanwhile cannot mix two builds in one
 * gallery, served by one server per worker (e2e-screenshots/servers.ts; workers read the origins
 * from SCREENSHOT_ORIGINS); all removed when the run ends.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} has no build: run \`npm run build\` first (\`npm run screenshots\` does both).`);
  const snapshot = await snapshotDist(dist);
  const servers = await openServers({
    count: config.workers,
    basePort: BASE_PORT,
    rootDir: ROOT,
    dist: snapshot.dir,
    now: FIXED_TIME,
  });
  process.env.SCREENSHOT_ORIGINS = servers.origins.join(' ');
  return async () => {
    await servers.close();
    await snapshot.remove();
  };
}
