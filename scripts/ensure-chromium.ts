/**
 * The browser tests need a Chromium: Debian's headless shell or /usr/bin/chromium when present
 * (scripts/screenshots/capture-settings.ts), else Playwright's own. With none, install one
 * (Debian's packages when running as root with apt-get: chromium for the bench, its headless
 * shell for the tests; else Playwright's download) or stop with the one command to run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { debianChromium } from './screenshots/capture-settings';

function playwrightChromium(): string | null {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function main(): void {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  if (debianChromium() || playwrightChromium()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.warn("No Chromium found: installing Debian's chromium and its headless shell with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
    // The shell only makes the tests cheaper (chromiumPath()): without it they run on chromium.
    const shell = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
    if (shell.status !== 0) console.warn('chromium-headless-shell did not install: the tests use chromium.');
    if (debianChromium()) return;
  }
  const download = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (download.status === 0 && playwrightChromium()) return;
  console.error(
    'No Chromium for the browser tests. Install one with:\n  sudo apt-get install -y chromium chromium-headless-shell\nor\n  npx playwright install chromium',
  );
  process.exit(1);
}

main();
