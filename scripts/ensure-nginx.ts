/**
 * The nginx tests (e2e/nginx-*.spec.ts) need Debian's nginx, and envsubst (gettext-base) to render
 * the template: when either is missing, install both with apt-get when running as root (as
 * scripts/ensure-chromium.ts does for Chromium), else say how. Never fails the test command:
 * without them those specs are skipped, saying why.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { findNginx } from '../e2e/test-support/nginx';

function main(): void {
  if (findNginx()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.warn("No nginx or envsubst found: installing Debian's nginx and gettext-base with apt-get…");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx', 'gettext-base'], {
        stdio: 'inherit',
        // No service is started: the test runs its own nginx on a free port.
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
      });
    } catch (error) {
      console.warn(`apt-get could not install nginx: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (findNginx()) return;
  }
  console.warn(
    'No nginx or envsubst: the nginx tests will be skipped. Install them with:\n  sudo apt-get install -y nginx gettext-base\n(or set NGINX_PATH)',
  );
}

main();
