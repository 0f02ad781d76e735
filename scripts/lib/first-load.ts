/**
 * Measures what a borrower's browser downloads to show one page of a production build: the
 * real requests Chromium makes, not a file listing (the bench's page weight). Sizes are raw and gzip (level 9).
 */
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { createSandbox } from '../../src/sandbox/create-sandbox';
import { measurePageWeight } from '../bench/page-weight';
import { CHROMIUM_ARGS, chromiumPath } from '../screenshots/capture-settings';
import { listenOn } from './listen-on';
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
  const server = await listenOn(0, app.fetch);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const weight = await measurePageWeight(browser, `http://localhost:${port}${options.path}`, options.ready);
    const scripts = weight.assets
      .filter((a) => a.kind === 'js')
      .map(({ path, bytes, gzip }) => ({ path, bytes, gzip }));
    return { scripts, jsBytes: weight.js.bytes, jsGzip: weight.js.gzip };
  } finally {
    await browser.close();
    server.close();
    await sandbox.close();
  }
}
