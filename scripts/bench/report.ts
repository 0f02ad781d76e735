/**
 * The benchmark's figures as a table (product, baseline, ratio; medians with their min and max)
 * and the budget checks of bench/budgets.json. Pure: the numbers come in, text and verdicts go out.
 *
 * The verdict rests on what a busy machine does not move: sizes in bytes, and ratios of the
 * product to the baseline measured in the same run, the two taking turns (contention slows both
 * alike). Absolute timings (Lighthouse score and TBT, keystroke and generate times) are checked
 * against their budgets under `reported` and printed, but never decide the verdict.
 */
import type { BenchBudgets } from '../../src/generated/types/budgets';
import type { Spread } from '../lib/bench-stats';

export interface Figure {
  name: string;
  unit: 'B' | 'ms' | 'score' | 'cls';
  product: number;
  baseline?: number;
  /** Min and max of the runs whose median `product` / `baseline` is. */
  productSpread?: Spread;
  baselineSpread?: Spread;
}

/** bench/budgets.json as its schema (schemas/bench/budgets.schema.json) says. */
export type Budgets = Omit<BenchBudgets, '$schema'>;
export type ReportedBudgets = BenchBudgets['reported'];

export interface BudgetCheck {
  budget: keyof Omit<Budgets, 'reported'> | `reported.${keyof ReportedBudgets}`;
  what: string;
  actual: number;
  limit: number;
  ok: boolean;
  /** False for a reported budget: shown, never part of the verdict. */
  enforced: boolean;
}

interface Pair {
  product: number;
  baseline: number;
}

/** Medians of the same run, product and baseline. */
export interface BudgetInputs {
  productJsGzip: number;
  baselineJsGzip: number;
  mainThreadCpuMs: Pair;
  wallToInteractiveMs: Pair;
  lighthouse: {
    product: { score: number; lcpMs: number; tbtMs: number; cls: number };
    baseline: { score: number; lcpMs: number; tbtMs: number };
  };
  keystrokeMedianMs: Pair;
  scaledJsGzip: number;
  committedValidateGenerateMs: number;
  scaledValidateGenerateMs: number;
}

/** product / baseline; 0 / 0 is 0 (neither has any), x / 0 is infinite (only the product has some). */
export function ratio(product: number, baseline: number): number {
  if (baseline === 0) return product === 0 ? 0 : Number.POSITIVE_INFINITY;
  return round(product / baseline, 3);
}

export function checkBudgets(b: Budgets, i: BudgetInputs): BudgetCheck[] {
  // A budget's name says which way it points (…Max or …Min) and whether it is only reported.
  const check = (budget: BudgetCheck['budget'], what: string, actual: number): BudgetCheck => {
    const reported = budget.startsWith('reported.');
    const limit = reported
      ? b.reported[budget.slice('reported.'.length) as keyof ReportedBudgets]
      : b[budget as keyof Omit<Budgets, 'reported'>];
    const ok = budget.endsWith('Min') ? actual >= limit : actual <= limit;
    return { budget, what, actual, limit, ok, enforced: !reported };
  };
  const lh = i.lighthouse;
  return [
    check(
      'firstLoadJsGzipRatioMax',
      'first-load JS (gzip), product / baseline',
      ratio(i.productJsGzip, i.baselineJsGzip),
    ),
    check('firstLoadJsGzipBytesMax', 'first-load JS (gzip), product, bytes', i.productJsGzip),
    check(
      'mainThreadCpuRatioMax',
      'main-thread CPU, navigation to interactive, product / baseline',
      ratio(i.mainThreadCpuMs.product, i.mainThreadCpuMs.baseline),
    ),
    check(
      'wallToInteractiveRatioMax',
      'wall time, navigation to interactive, product / baseline',
      ratio(i.wallToInteractiveMs.product, i.wallToInteractiveMs.baseline),
    ),
    check(
      'lighthouseScoreRatioMin',
      'Lighthouse performance score, product / baseline',
      ratio(lh.product.score, lh.baseline.score),
    ),
    check('lighthouseLcpRatioMax', 'Lighthouse LCP, product / baseline', ratio(lh.product.lcpMs, lh.baseline.lcpMs)),
    check('lighthouseTbtRatioMax', 'Lighthouse TBT, product / baseline', ratio(lh.product.tbtMs, lh.baseline.tbtMs)),
    check('lighthouseClsMax', 'Lighthouse CLS, product', round(lh.product.cls, 3)),
    check(
      'keystrokeMedianRatioMax',
      'keystroke-to-paint median (4x CPU throttling), product / baseline',
      ratio(i.keystrokeMedianMs.product, i.keystrokeMedianMs.baseline),
    ),
    check(
      'scaledFirstLoadRatioMax',
      'first-load JS with 1,000 more brands / committed brands',
      ratio(i.scaledJsGzip, i.productJsGzip),
    ),
    check(
      'scaledValidateGenerateRatioMax',
      'validate + generate with 1,000 more brands / committed brands',
      ratio(i.scaledValidateGenerateMs, i.committedValidateGenerateMs),
    ),
    check('reported.lighthouseScoreMin', 'Lighthouse performance score, product', lh.product.score),
    check('reported.lighthouseTbtMsMax', 'Lighthouse TBT, product, ms', Math.round(lh.product.tbtMs)),
    check(
      'reported.keystrokeMedianMsMax',
      'keystroke-to-paint median (4x CPU throttling), product, ms',
      Math.round(i.keystrokeMedianMs.product),
    ),
    check(
      'reported.scaledValidateGenerateMsMax',
      'validate + generate with 1,000 more brands, ms',
      Math.round(i.scaledValidateGenerateMs),
    ),
  ];
}

/** Met when every enforced budget is met; reported budgets never change it. */
export function verdict(checks: readonly BudgetCheck[]): { met: boolean; broken: BudgetCheck[] } {
  const broken = checks.filter((c) => c.enforced && !c.ok);
  return { met: broken.length === 0, broken };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function format(value: number | undefined, unit: Figure['unit']): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  if (unit === 'B') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value).toLocaleString('en-US')} ms`;
  if (unit === 'score') return value.toFixed(2);
  return value.toFixed(3);
}

/** A median with the range of its runs: "995 ms (963–1,028)". */
function formatWithSpread(value: number | undefined, unit: Figure['unit'], s: Spread | undefined): string {
  const shown = format(value, unit);
  if (!s || value === undefined) return shown;
  const bare = (v: number) => format(v, unit).replace(/ (ms|KB)$/, '');
  return `${shown} (${bare(s.min)}–${bare(s.max)})`;
}

/** A Markdown table (also readable in a terminal): figure, product, baseline, product / baseline. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    formatWithSpread(f.product, f.unit, f.productSpread),
    formatWithSpread(f.baseline, f.unit, f.baselineSpread),
    f.baseline ? (f.product / f.baseline).toFixed(2) : '—',
  ]);
  const header = ['figure', 'product', 'baseline', 'ratio'];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w, c) => (c === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

export function formatChecks(checks: BudgetCheck[]): string {
  const { met, broken } = verdict(checks);
  const lines = checks.map(
    (c) =>
      `${c.ok ? '✓' : '✖'} ${c.what}: ${c.actual} (budget ${c.budget.endsWith('Min') ? '≥' : '≤'} ${c.limit})${c.enforced ? '' : ' [reported only]'}`,
  );
  lines.push(
    met
      ? 'Verdict: every budget met (ratios to the same run’s baseline, and bytes).'
      : `Verdict: ${broken.length} budget(s) broken: ${broken.map((c) => c.budget).join(', ')}.`,
  );
  return lines.join('\n');
}
