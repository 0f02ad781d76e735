/**
 * Measures what a borrower's browser downloads to show one page of a production build: the
 * real requests Chromium makes, not a file listing. Sizes are raw and gzip (level 9).
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createSandbox } from '../../src/sandbox/create-sandbox';
import { createProductionApp } from './production-server';

export interface FirstLoad {
  scripts: { path: string; bytes: number; gzip: number }[];
  jsBytes: number;
  jsGzip: number;
}

export async function measureFirstLoad(options: {
  rootDir: string;
  dist: string;
  path: string;
  ready: string;
}): Promise<FirstLoad> {
  const sandbox = await createSandbox({ rootDir: options.rootDir, dataFile: null });
  const app = await createProductionApp({ dist: options.dist, sandbox });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts: FirstLoad['scripts'] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body)
        scripts.push({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
    });
    await page.goto(`http://localhost:${port}${options.path}`);
    await page.getByRole('heading', { level: 1, name: options.ready }).waitFor();
    await page.waitForLoadState('networkidle');
    scripts.sort((a, b) => a.path.localeCompare(b.path));
    return {
      scripts,
      jsBytes: scripts.reduce((n, s) => n + s.bytes, 0),
      jsGzip: scripts.reduce((n, s) => n + s.gzip, 0),
    };
  } finally {
    await browser.close();
    server.close();
    await sandbox.close();
  }
}
