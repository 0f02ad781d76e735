/**
 * The benchmark's figures as a table (product, baseline, ratio) and the budget checks of
 * bench/budgets.json. Pure: the numbers come in, text and verdicts go out.
 */
export interface Figure {
  name: string;
  unit: 'B' | 'ms' | 'score' | 'cls';
  product: number;
  baseline?: number;
}

export interface Budgets {
  firstLoadJsGzipRatioMax: number;
  firstLoadJsGzipBytesMax: number;
  lighthouseScoreMin: number;
  lighthouseTbtMsMax: number;
  lighthouseClsMax: number;
  keystrokeMedianMsMax: number;
  scaledFirstLoadRatioMax: number;
  scaledValidateGenerateMsMax: number;
}

export interface BudgetCheck {
  budget: keyof Budgets;
  what: string;
  actual: number;
  limit: number;
  ok: boolean;
}

export interface BudgetInputs {
  productJsGzip: number;
  baselineJsGzip: number;
  lighthouse: { score: number; tbtMs: number; cls: number };
  keystrokeMedianMs: number;
  scaledJsGzip: number;
  scaledValidateGenerateMs: number;
}

export function checkBudgets(b: Budgets, i: BudgetInputs): BudgetCheck[] {
  const max = (budget: keyof Budgets, what: string, actual: number) => ({
    budget,
    what,
    actual,
    limit: b[budget],
    ok: actual <= b[budget],
  });
  const min = (budget: keyof Budgets, what: string, actual: number) => ({
    budget,
    what,
    actual,
    limit: b[budget],
    ok: actual >= b[budget],
  });
  return [
    max(
      'firstLoadJsGzipRatioMax',
      'first-load JS (gzip), product / baseline',
      round(i.productJsGzip / i.baselineJsGzip, 3),
    ),
    max('firstLoadJsGzipBytesMax', 'first-load JS (gzip), product, bytes', i.productJsGzip),
    min('lighthouseScoreMin', 'Lighthouse performance score, product', i.lighthouse.score),
    max('lighthouseTbtMsMax', 'Lighthouse TBT, product, ms', Math.round(i.lighthouse.tbtMs)),
    max('lighthouseClsMax', 'Lighthouse CLS, product', round(i.lighthouse.cls, 3)),
    max(
      'keystrokeMedianMsMax',
      'keystroke-to-paint median (4x CPU throttling), product, ms',
      Math.round(i.keystrokeMedianMs),
    ),
    max(
      'scaledFirstLoadRatioMax',
      'first-load JS with 1,000 more brands / committed brands',
      round(i.scaledJsGzip / i.productJsGzip, 3),
    ),
    max(
      'scaledValidateGenerateMsMax',
      'validate + generate with 1,000 more brands, ms',
      Math.round(i.scaledValidateGenerateMs),
    ),
  ];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function format(value: number | undefined, unit: Figure['unit']): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  if (unit === 'B') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value).toLocaleString('en-US')} ms`;
  if (unit === 'score') return value.toFixed(2);
  return value.toFixed(3);
}

/** A Markdown table (also readable in a terminal): figure, product, baseline, product / baseline. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    format(f.product, f.unit),
    format(f.baseline, f.unit),
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
  return checks
    .map(
      (c) => `${c.ok ? '✓' : '✖'} ${c.what}: ${c.actual} (budget ${c.budget.endsWith('Min') ? '≥' : '≤'} ${c.limit})`,
    )
    .join('\n');
}
