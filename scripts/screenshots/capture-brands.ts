import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { type AppServer, startAppServer } from './app-server';
import { createShooter } from './capture';
import { createBorrowerMaker } from './gallery-borrower';
import { CHROMIUM_ARGS, chromiumPath, CONTEXT_OPTIONS, FIXED_TIME, shotFileName, VIEWPORT_NAMES, VIEWPORTS, type ViewportName } from './capture-settings';
import { createFlowReader, type FlowReader, type PageSet } from './page-set';
import { planShot, signsIn } from './shot-plan';

export interface BrandResult {
  orgCode: string;
  /** Paths relative to the output folder, e.g. MERIDIAN/terms-phone.png. */
  files: string[];
  ms: number;
  failures: string[];
}

export interface CaptureRun {
  /** The project folder the build came from: the sandbox serves its brands/ and flows/, and flow headings are read there. */
  rootDir: string;
  dist: string;
  outDir: string;
  /** A picture's path under outDir; default <ORG>/<page>-<viewport>.png. */
  fileName?: (orgCode: string, pageKey: string, viewport: ViewportName) => string;
  /**
   * Empty each brand's folder first (default true), so a page dropped from the set leaves no old
   * picture; off when two runs write into one folder (brand:diff's before and after).
   */
  replaceBrandFolders?: boolean;
  brands: BrandManifest[];
  pageSet: PageSet;
  workers: number;
  /** Called as each brand finishes, for progress output. */
  onBrandDone?: (result: BrandResult) => void;
}

type Shooter = ReturnType<typeof createShooter>;

/**
 * One browser for the whole run. Each worker has its own server and sandbox (so one worker's
 * flag or fault never shows in another's picture) and one context per window size, clock
 * pinned before any page loads; it takes the next brand from a shared queue, so a brand's time
 * is the wall time of one worker.
 */
export async function captureBrands(run: CaptureRun): Promise<BrandResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const servers: AppServer[] = [];
  const flows = createFlowReader(run.rootDir);
  try {
    const results = new Map<string, BrandResult>();
    const queue = [...run.brands];
    const workers = Array.from({ length: Math.min(run.workers, run.brands.length) }, async () => {
      const server = await startAppServer({ rootDir: run.rootDir, dist: run.dist, now: FIXED_TIME });
      servers.push(server);
      // Banners are posted content that changes any day: only a page whose setup publishes some shows one.
      await server.control('PUT', '/__sandbox/banners', []);
      const shooters = await openShooters(browser, server);
      const borrowers = createBorrowerMaker(server);
      for (let brand = queue.shift(); brand; brand = queue.shift()) {
        const result = await captureBrand({ shooters, borrowers }, brand, run, flows);
        results.set(result.orgCode, result);
        run.onBrandDone?.(result);
      }
    });
    await Promise.all(workers);
    return run.brands.map((brand) => results.get(brand.orgCode)!);
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

async function openShooters(browser: Browser, server: AppServer): Promise<Record<ViewportName, Shooter>> {
  const shooters = {} as Record<ViewportName, Shooter>;
  for (const name of VIEWPORT_NAMES) {
    const context: BrowserContext = await browser.newContext({ ...CONTEXT_OPTIONS, ...VIEWPORTS[name] });
    await context.clock.setFixedTime(FIXED_TIME);
    shooters[name] = createShooter(context, server);
  }
  return shooters;
}

interface Worker {
  shooters: Record<ViewportName, Shooter>;
  borrowers: ReturnType<typeof createBorrowerMaker>;
}

async function captureBrand({ shooters, borrowers }: Worker, brand: BrandManifest, run: CaptureRun, flows: FlowReader): Promise<BrandResult> {
  const started = performance.now();
  const result: BrandResult = { orgCode: brand.orgCode, files: [], ms: 0, failures: [] };
  const brandDir = join(run.outDir, brand.orgCode);
  // Only this brand's folder is replaced: a page dropped from the set must not leave an old picture.
  if (run.replaceBrandFolders !== false) await rm(brandDir, { recursive: true, force: true });
  await mkdir(brandDir, { recursive: true });
  const fileName = run.fileName ?? ((orgCode, pageKey, viewport) => `${orgCode}/${shotFileName(pageKey, viewport)}`);
  const source = { manifest: brand, orgCode: brand.orgCode, flows };
  for (const viewport of VIEWPORT_NAMES) {
    for (const entry of run.pageSet.pages) {
      const name = fileName(brand.orgCode, entry.key, viewport);
      try {
        const plan = planShot(entry, source);
        const file = join(run.outDir, name);
        await mkdir(dirname(file), { recursive: true });
        const borrower = signsIn(entry) ? await borrowers(brand, entry.key, entry.setup?.application ?? null) : undefined;
        await shooters[viewport].shoot({ ...plan, borrower, file });
        result.files.push(name);
      } catch (error) {
        result.failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  result.ms = performance.now() - started;
  return result;
}
