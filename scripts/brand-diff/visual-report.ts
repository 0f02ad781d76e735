import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { JSONReport, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter';
import { buildScratchCopy, createScratchCopy, createScratchCopyAtRef, type ScratchCopy } from '../lib/scratch-copy';
import { loadFlagKeys } from '../screenshots/brand-list';
import { FIXED_TIME, VIEWPORT_NAMES } from '../screenshots/capture-settings';
import { pngSize } from '../screenshots/file-manifest';
import { loadPageSet, pageSetPath, type PageSet } from '../screenshots/page-set';
import {
  captureTargets,
  REPORT_PICTURE,
  shotPath,
  SIDES,
  lenderPlan,
  type CaptureTarget,
  type Side,
} from './capture-targets';
import { hasChanges, summaryLine, type Plan } from './plan';
import { pairsOf, renderReport, type PictureInfo } from './report-html';
import { renderText } from './render-text';
import type { Snapshot } from './snapshot';
import { NO_CHANGES } from './wording';

export interface VisualReportRun {
  rootDir: string;
  /** The git ref the plan compared with: built as "before". */
  ref: string;
  plan: Plan;
  before: Snapshot;
  after: Snapshot;
  /** Absolute report folder; plan.md and plan.txt are already there. */
  outDir: string;
  title: string;
  /** Progress lines (the CLI sends them to stderr, so stdout stays the plan). */
  log: (line: string) => void;
}

/** Browser workers per build. */
const WORKERS = 2;

/** One side could not be generated or built; the message has the failing step's output. */
export class BuildError extends Error {
  override name = 'BuildError';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Renders the page set of every lender the plan touches from two production builds, the ref's
 * and the working tree's, each in a scratch copy (generate + vite build there), with the
 * screenshots Playwright project, and writes <outDir>/<ORG>/<page>-<viewport>-<before|after>.png
 * and <outDir>/index.html. The screenshot tests are this checkout's; each build's sandbox
 * serves that side's brands/ and flows/. Returns the pictures that could not be taken, with why.
 */
export async function writeVisualReport(run: VisualReportRun): Promise<string[]> {
  const started = performance.now();
  const targets = captureTargets(run.plan, run.before, run.after);
  await clearOldPictures(run.outDir);
  const pageSet: PageSet =
    targets.length > 0 ? loadPageSet(run.rootDir, pageSetPath(run.rootDir), loadFlagKeys(run.rootDir)) : { pages: [] };
  const failures = new Map<string, string>();
  if (targets.length > 0) {
    const sides = SIDES.filter((side) => targets.some((t) => t.sides.includes(side)));
    const count = targets.length === 1 ? '1 lender' : `${targets.length} lenders`;
    run.log(
      `Rendering ${count} (${targets.map((t) => t.orgCode).join(', ')}) × ${pageSet.pages.length} pages × ${VIEWPORT_NAMES.length} widths, ${sides.join(' and ')}.`,
    );
    // Both sides at once: copying, generating and building are mostly waiting on one process each.
    const prepared = await Promise.allSettled(sides.map((side) => prepare(run, side)));
    const copies = prepared.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
    try {
      const failed = prepared.find((p) => p.status === 'rejected');
      if (failed) throw failed.reason;
      await Promise.all(sides.map((side, i) => capture(run, side, copies[i]!.dir, targets, pageSet, failures)));
    } finally {
      await Promise.all(copies.map((copy) => copy.dispose()));
    }
  }
  const pictures = await describePictures(run.outDir, targets, pageSet);
  const html = renderReport({
    title: run.title,
    summary: hasChanges(run.plan) ? summaryLine(run.plan) : NO_CHANGES,
    brands: targets.map((target) => ({ ...target, planLines: lenderLines(run.plan, target.orgCode) })),
    pages: pageSet.pages.map(({ key, label, path }) => ({ key, label, path })),
    fixedTime: FIXED_TIME,
    pictures,
    failures,
  });
  const index = join(run.outDir, 'index.html');
  await writeFile(index, html);
  const pages = { pages: pageSet.pages, pictures, failures };
  const changed = targets.flatMap((target) => pairsOf(target, pages)).filter((pair) => pair.status !== 'same').length;
  run.log(
    `Report: ${index} (${pictures.size} pictures; ${changed} before/after ${changed === 1 ? 'pair differs' : 'pairs differ'}; ${seconds(performance.now() - started)})`,
  );
  return [...failures].map(([path, why]) => `${path}: ${why}`);
}

/** A scratch copy of one side, built. */
async function prepare(run: VisualReportRun, side: Side): Promise<ScratchCopy> {
  const started = performance.now();
  const copy =
    side === 'before'
      ? await createScratchCopyAtRef(run.rootDir, run.ref, { seedGenerated: true })
      : await createScratchCopy(run.rootDir, { seedGenerated: true });
  const copied = performance.now();
  try {
    await buildScratchCopy(copy.dir);
  } catch (error) {
    await copy.dispose();
    const what = side === 'before' ? `The build of ${run.ref}` : 'The build of the working tree';
    throw new BuildError(`${what} failed, so there are no ${side} pictures. ${(error as Error).message}`);
  }
  const what = side === 'before' ? (/^[0-9a-f]{40}$/.test(run.ref) ? run.ref.slice(0, 10) : run.ref) : 'working tree';
  run.log(
    `${side.padEnd(6)}  ${what}: copied in ${seconds(copied - started)}, generated and built in ${seconds(performance.now() - copied)}`,
  );
  return copy;
}

/**
 * Takes one side's pictures with the screenshots Playwright project (playwright.screenshots.config.ts)
 * over that side's scratch copy: SCREENSHOT_ROOT is the copy (its dist/, brands/ and flows/), the
 * page set and test code are this checkout's. Each side has its own ports and output folders, so
 * both run at once; the pictures are then moved to <outDir>/<ORG>/<page>-<viewport>-<side>.png.
 */
async function capture(
  run: VisualReportRun,
  side: Side,
  dir: string,
  targets: readonly CaptureTarget[],
  pageSet: PageSet,
  failures: Map<string, string>,
): Promise<void> {
  const orgCodes = targets.filter((t) => t.sides.includes(side)).map((t) => t.orgCode);
  const shots = join(dir, 'shots');
  const reportFile = join(dir, 'screenshots-report.json');
  const env = {
    ...process.env,
    SCREENSHOT_ROOT: dir,
    SCREENSHOT_OUT: shots,
    SCREENSHOT_BRANDS: orgCodes.join(','),
    SCREENSHOT_PORT: String(Number(process.env.SCREENSHOT_PORT ?? 4190) + SIDES.indexOf(side) * WORKERS),
    PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
  };
  const args = ['test', '-c', 'playwright.screenshots.config.ts', '--reporter=json', `--workers=${WORKERS}`];
  // A failed test exits non-zero; the JSON report says which, so the exit code is not needed.
  await promisify(execFile)(PLAYWRIGHT, [...args, `--output=${join(dir, 'test-results')}`], {
    cwd: run.rootDir,
    env,
    maxBuffer: 1 << 28,
  }).catch(() => undefined);
  const report = JSON.parse(await readFile(reportFile, 'utf8').catch(() => '{}')) as Partial<JSONReport>;
  const runError = report.errors?.[0]?.message?.split('\n')[0] ?? 'the screenshot run did not finish';
  const byOrg = new Map(orgCodes.map((orgCode) => [orgCode, { pictures: 0, ms: 0, failed: 0 }]));
  for (const test of testsOf(report.suites ?? [])) {
    const picture = test.annotations.find((a) => a.type === 'picture')?.description;
    const result = test.results.at(-1);
    if (!picture || !result) continue;
    const name = picture.replace(/\.png$/, `-${side}.png`);
    const counts = byOrg.get(picture.split('/')[0]!)!;
    counts.ms += result.duration;
    if (result.status === 'passed') {
      await mkdir(dirname(join(run.outDir, name)), { recursive: true });
      await rename(join(shots, picture), join(run.outDir, name));
      counts.pictures++;
    } else {
      failures.set(name, (result.error?.message ?? result.status ?? 'interrupted').split('\n')[0]!);
      counts.failed++;
    }
  }
  const width = Math.max(...targets.map((t) => t.orgCode.length));
  for (const [orgCode, r] of byOrg) {
    // No result at all (the list could not be made, the run broke off): every picture failed alike.
    if (r.pictures + r.failed === 0)
      for (const path of sidePictures(orgCode, side, pageSet)) failures.set(path, runError);
    run.log(
      `${side.padEnd(6)}  ${orgCode.padEnd(width)}  ${String(r.pictures).padStart(3)} pictures  ${seconds(r.ms).padStart(7)}${r.failed ? `  ${r.failed} FAILED` : ''}`,
    );
  }
}

const PLAYWRIGHT = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'playwright');

function testsOf(suites: readonly JSONReportSuite[]): JSONReportTest[] {
  return suites.flatMap((suite) => [...suite.specs.flatMap((spec) => spec.tests), ...testsOf(suite.suites ?? [])]);
}

/** Hash and size of every picture the report expects that exists. */
async function describePictures(
  outDir: string,
  targets: readonly CaptureTarget[],
  pageSet: PageSet,
): Promise<Map<string, PictureInfo>> {
  const pictures = new Map<string, PictureInfo>();
  for (const path of targets.flatMap((t) => t.sides.flatMap((side) => sidePictures(t.orgCode, side, pageSet)))) {
    const bytes = await readFile(join(outDir, path)).catch(() => undefined);
    const size = bytes && pngSize(bytes);
    if (bytes && size) pictures.set(path, { sha256: createHash('sha256').update(bytes).digest('hex'), ...size });
  }
  return pictures;
}

/** One side's pictures of a lender, in page-set order, each page at every width. */
function sidePictures(orgCode: string, side: Side, pageSet: PageSet): string[] {
  return pageSet.pages.flatMap((page) => VIEWPORT_NAMES.map((viewport) => shotPath(orgCode, page.key, viewport, side)));
}

function lenderLines(plan: Plan, orgCode: string): string[] {
  const text = renderText(lenderPlan(plan, orgCode), { summary: false }).trim();
  return text === NO_CHANGES ? [] : text.split('\n');
}

/**
 * Pictures of an earlier report in this folder: only files named like ours in folders named like
 * org codes, so pointing --out at a folder with other things in it never deletes them.
 */
async function clearOldPictures(outDir: string): Promise<void> {
  const entries = await readdir(outDir, { withFileTypes: true }).catch(() => []);
  for (const folder of entries.filter((e) => e.isDirectory() && /^[A-Z0-9_]+$/.test(e.name))) {
    const dir = join(outDir, folder.name);
    const files = await readdir(dir);
    for (const file of files.filter((f) => REPORT_PICTURE.test(f))) await rm(join(dir, file));
    await rmdir(dir).catch(() => undefined);
  }
}
