/**
 * The nginx serving test (e2e/nginx-serving.spec.ts) needs Debian's nginx: when it is missing,
 * install it with apt-get when running as root (as scripts/ensure-chromium.ts does for Chromium),
 * else say how. Never fails the test command: without nginx that spec is skipped, saying why.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { findNginx } from '../e2e/test-support/nginx';

function main(): void {
  if (findNginx()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.warn("No nginx found: installing Debian's nginx with apt-get…");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
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
    'No nginx: the nginx serving test will be skipped. Install it with:\n  sudo apt-get install -y nginx\n(or set NGINX_PATH)',
  );
}

main();
