import { createHash } from 'node:crypto';
import { readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { buildScratchCopy, createScratchCopy, createScratchCopyAtRef, type ScratchCopy } from '../lib/scratch-copy';
import { loadFlagKeys } from '../screenshots/brand-list';
import { captureBrands, type BrandResult } from '../screenshots/capture-brands';
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
  /** Browser workers per build (default 2). */
  workers?: number;
}

export interface VisualReportResult {
  index: string;
  pictures: number;
  /** Before/after pairs that are not identical (changed, new or removed lender, or missing). */
  changed: number;
  failures: string[];
}

/** One side could not be generated or built; the message has the failing step's output. */
export class BuildError extends Error {
  override name = 'BuildError';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Renders the page set of every lender the plan touches from two production builds, the ref's
 * and the working tree's, each in a scratch copy (generate + vite build there), with the
 * screenshot tool's capture code, and writes <outDir>/<ORG>/<page>-<viewport>-<before|after>.png
 * and <outDir>/index.html. The sandbox and capture code are this checkout's; each build's
 * sandbox serves that side's brands/ and flows/.
 */
export async function writeVisualReport(run: VisualReportRun): Promise<VisualReportResult> {
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
  return { index, pictures: pictures.size, changed, failures: [...failures].map(([path, why]) => `${path}: ${why}`) };
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

async function capture(
  run: VisualReportRun,
  side: Side,
  dir: string,
  targets: readonly CaptureTarget[],
  pageSet: PageSet,
  failures: Map<string, string>,
): Promise<void> {
  const snapshot = side === 'before' ? run.before : run.after;
  const brands = targets
    .filter((t) => t.sides.includes(side))
    .map((t) => snapshot.brands.get(t.orgCode) as unknown as BrandManifest);
  const width = Math.max(...targets.map((t) => t.orgCode.length));
  const results: BrandResult[] = await captureBrands({
    rootDir: dir,
    dist: join(dir, 'dist'),
    outDir: run.outDir,
    brands,
    pageSet,
    workers: run.workers ?? 2,
    fileName: (orgCode, pageKey, viewport) => shotPath(orgCode, pageKey, viewport, side),
    replaceBrandFolders: false,
    onBrandDone: (r) =>
      run.log(
        `${side.padEnd(6)}  ${r.orgCode.padEnd(width)}  ${String(r.files.length).padStart(3)} pictures  ${seconds(r.ms).padStart(7)}${r.failures.length ? `  ${r.failures.length} FAILED` : ''}`,
      ),
  });
  for (const failure of results.flatMap((r) => r.failures)) {
    const cut = failure.indexOf(': ');
    failures.set(failure.slice(0, cut), failure.slice(cut + 2));
  }
}

/** Hash and size of every picture the report expects that exists. */
async function describePictures(
  outDir: string,
  targets: readonly CaptureTarget[],
  pageSet: PageSet,
): Promise<Map<string, PictureInfo>> {
  const pictures = new Map<string, PictureInfo>();
  for (const target of targets) {
    for (const side of target.sides) {
      for (const page of pageSet.pages) {
        for (const viewport of VIEWPORT_NAMES) {
          const path = shotPath(target.orgCode, page.key, viewport, side);
          const bytes = await readFile(join(outDir, path)).catch(() => undefined);
          const size = bytes && pngSize(bytes);
          if (bytes && size) pictures.set(path, { sha256: createHash('sha256').update(bytes).digest('hex'), ...size });
        }
      }
    }
  }
  return pictures;
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
