/**
 * What a borrower's browser downloads to show a page: every script and style sheet Chromium
 * requests from navigation until the page's h1 is visible and no script or style sheet has been
 * asked for 2 s (scripts/lib/asset-quiet.ts), with raw, gzip (level 9) and brotli (quality 11) sizes. Nothing is clicked or typed.
 * `ready` is the h1's name, or a wait of its own (for a page whose heading depends on where it lands).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { watchAssets } from '../lib/asset-quiet';

export interface Asset {
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  assets: Asset[];
  js: { bytes: number; gzip: number; brotli: number };
  css: { bytes: number; gzip: number; brotli: number };
}

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export async function measurePageWeight(
  browser: Browser,
  url: string,
  ready: string | ((page: Page) => Promise<void>),
  localStorage: Record<string, string> = {},
): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (Object.keys(localStorage).length > 0)
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, localStorage);
    const quiet = watchAssets(page);
    const pending: Promise<void>[] = [];
    const assets: Asset[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) =>
            void assets.push({
              path: new URL(response.url()).pathname,
              kind: type === 'script' ? 'js' : 'css',
              bytes: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              brotli: brotli(body),
            }),
          () => undefined,
        ),
      );
    });
    await page.goto(url);
    if (typeof ready === 'string') {
      await page.getByRole('heading', { level: 1, name: ready }).waitFor({ timeout: 30_000 });
      // A prerendered heading is there from the start, inert until the app has adopted it.
      await page.waitForFunction(() => !document.querySelector('[inert] h1'), undefined, { timeout: 30_000 });
    } else await ready(page);
    await quiet.quiet();
    await Promise.all(pending);
    assets.sort((a, b) => a.path.localeCompare(b.path));
    const total = (kind: Asset['kind']) => {
      const of = assets.filter((a) => a.kind === kind);
      const sum = (size: 'bytes' | 'gzip' | 'brotli') => of.reduce((n, a) => n + a[size], 0);
      return { bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') };
    };
    return { assets, js: total('js'), css: total('css') };
  } finally {
    await context.close();
  }
}
