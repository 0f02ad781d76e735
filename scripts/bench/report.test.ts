import { describe, expect, it } from 'vitest';
import { checkBudgets, formatChecks, formatTable, ratio, verdict, type BudgetInputs, type Budgets } from './report';

const budgets: Budgets = {
  firstLoadJsGzipRatioMax: 0.7,
  firstLoadJsGzipBytesMax: 150_000,
  applicationScreenJsGzipBytesMax: 165_000,
  mainThreadCpuRatioMax: 1.2,
  wallToInteractiveRatioMax: 0.8,
  lighthouseScoreRatioMin: 1,
  lighthouseLcpRatioMax: 0.8,
  lighthouseTbtRatioMax: 0.5,
  lighthouseClsMax: 0,
  keystrokeMedianRatioMax: 1.5,
  scaledFirstLoadRatioMax: 1.01,
  scaledValidateGenerateRatioMax: 3,
  reported: {
    lighthouseScoreMin: 0.98,
    lighthouseTbtMsMax: 100,
    keystrokeMedianMsMax: 50,
    scaledValidateGenerateMsMax: 3000,
  },
};
const passing: BudgetInputs = {
  productJsGzip: 140_000,
  baselineJsGzip: 220_000,
  mainThreadCpuMs: { product: 400, baseline: 400 },
  wallToInteractiveMs: { product: 320, baseline: 400 },
  lighthouse: {
    product: { score: 0.99, lcpMs: 1000, tbtMs: 40, cls: 0 },
    baseline: { score: 0.9, lcpMs: 1900, tbtMs: 200 },
  },
  keystrokeMedianMs: { product: 24, baseline: 24 },
  scaledJsGzip: 140_500,
  committedValidateGenerateMs: 1000,
  scaledValidateGenerateMs: 2500,
};
const lighthouse = (product: Partial<BudgetInputs['lighthouse']['product']>) => ({
  lighthouse: { ...passing.lighthouse, product: { ...passing.lighthouse.product, ...product } },
});

describe('checkBudgets', () => {
  it('passes every budget the figures meet, limits included', () => {
    expect(checkBudgets(budgets, passing).every((c) => c.ok)).toBe(true);
    expect(
      checkBudgets(budgets, { ...passing, productJsGzip: 154_000 }).find((c) => c.budget === 'firstLoadJsGzipRatioMax'),
    ).toMatchObject({ actual: 0.7, ok: true });
    expect(
      checkBudgets(budgets, { ...passing, ...lighthouse({ score: 0.9 }) }).find(
        (c) => c.budget === 'lighthouseScoreRatioMin',
      ),
    ).toMatchObject({ actual: 1, ok: true });
  });

  it.each([
    ['firstLoadJsGzipRatioMax', { productJsGzip: 149_000, baselineJsGzip: 200_000 }],
    ['firstLoadJsGzipBytesMax', { productJsGzip: 150_001, baselineJsGzip: 1_000_000 }],
    ['mainThreadCpuRatioMax', { mainThreadCpuMs: { product: 481, baseline: 400 } }],
    ['wallToInteractiveRatioMax', { wallToInteractiveMs: { product: 321, baseline: 400 } }],
    ['lighthouseScoreRatioMin', lighthouse({ score: 0.89 })],
    ['lighthouseLcpRatioMax', lighthouse({ lcpMs: 1521 })],
    ['lighthouseTbtRatioMax', lighthouse({ tbtMs: 100.2 })],
    ['lighthouseClsMax', lighthouse({ cls: 0.01 })],
    ['keystrokeMedianRatioMax', { keystrokeMedianMs: { product: 40, baseline: 24 } }],
    ['scaledFirstLoadRatioMax', { scaledJsGzip: 141_500 }],
    ['scaledValidateGenerateRatioMax', { scaledValidateGenerateMs: 2999, committedValidateGenerateMs: 999 }],
  ] as const)('breaks %s alone among the enforced budgets', (budget, change) => {
    const broken = verdict(checkBudgets(budgets, { ...passing, ...change })).broken;
    expect(broken.map((c) => c.budget)).toEqual([budget]);
  });

  it('checks the absolute timings but keeps them out of the verdict', () => {
    const slow: BudgetInputs = {
      ...passing,
      lighthouse: {
        product: { score: 0.91, lcpMs: 3000, tbtMs: 150, cls: 0 },
        baseline: { score: 0.8, lcpMs: 6000, tbtMs: 900 },
      },
      keystrokeMedianMs: { product: 64, baseline: 64 },
      committedValidateGenerateMs: 5000,
      scaledValidateGenerateMs: 9000,
    };
    const checks = checkBudgets(budgets, slow);
    expect(checks.filter((c) => !c.ok).map((c) => c.budget)).toEqual([
      'reported.lighthouseScoreMin',
      'reported.lighthouseTbtMsMax',
      'reported.keystrokeMedianMsMax',
      'reported.scaledValidateGenerateMsMax',
    ]);
    expect(checks.filter((c) => !c.ok).every((c) => !c.enforced)).toBe(true);
    expect(verdict(checks)).toEqual({ met: true, broken: [] });
    expect(formatChecks(checks)).toContain('✖ Lighthouse TBT, product, ms: 150 (budget ≤ 100) [reported only]');
    expect(formatChecks(checks).split('\n').at(-1)).toMatch(/^Verdict: every budget met/);
  });

  it('names the broken budgets in the verdict line', () => {
    const checks = checkBudgets(budgets, { ...passing, mainThreadCpuMs: { product: 900, baseline: 400 } });
    expect(formatChecks(checks).split('\n').at(-1)).toBe('Verdict: 1 budget(s) broken: mainThreadCpuRatioMax.');
  });
});

describe('ratio', () => {
  it.each([
    [50, 100, 0.5],
    [0, 0, 0],
    [0, 10, 0],
    [1, 3, 0.333],
    [5, 0, Number.POSITIVE_INFINITY],
  ])('%d / %d is %d', (product, baseline, expected) => expect(ratio(product, baseline)).toBe(expected));
});

describe('formatTable', () => {
  it('prints product, baseline and their ratio; a figure without baseline gets dashes', () => {
    const table = formatTable([
      { name: 'first-load JS (gzip)', unit: 'B', product: 102_400, baseline: 204_800 },
      { name: 'screenshot one brand', unit: 'ms', product: 12_345 },
    ]);
    expect(table.split('\n')).toEqual([
      '| figure               |   product | baseline | ratio |',
      '| -------------------- | --------: | -------: | ----: |',
      '| first-load JS (gzip) |  100.0 KB | 200.0 KB |  0.50 |',
      '| screenshot one brand | 12,345 ms |        — |     — |',
    ]);
  });

  it('prints a median with the min and max of its runs', () => {
    const table = formatTable([
      {
        name: 'CPU',
        unit: 'ms',
        product: 450,
        baseline: 1_500,
        productSpread: { median: 450, min: 430, max: 612, runs: 7 },
        baselineSpread: { median: 1_500, min: 1_200, max: 2_100, runs: 7 },
      },
    ]);
    expect(table.split('\n')[2]).toBe('| CPU    | 450 ms (430–612) | 1,500 ms (1,200–2,100) |  0.30 |');
  });
});
