import { describe, expect, it } from 'vitest';
import { checkBudgets, formatTable, type Budgets } from './report';

const budgets: Budgets = {
  firstLoadJsGzipRatioMax: 0.7,
  firstLoadJsGzipBytesMax: 150_000,
  lighthouseScoreMin: 0.98,
  lighthouseTbtMsMax: 100,
  lighthouseClsMax: 0,
  keystrokeMedianMsMax: 50,
  scaledFirstLoadRatioMax: 1.01,
  scaledValidateGenerateMsMax: 3000,
};
const passing = {
  productJsGzip: 140_000,
  baselineJsGzip: 220_000,
  lighthouse: { score: 0.99, tbtMs: 40, cls: 0 },
  keystrokeMedianMs: 20,
  scaledJsGzip: 140_500,
  scaledValidateGenerateMs: 2500,
};

describe('checkBudgets', () => {
  it('passes every budget the figures meet, limits included', () => {
    expect(checkBudgets(budgets, passing).every((c) => c.ok)).toBe(true);
    expect(
      checkBudgets(budgets, { ...passing, productJsGzip: 154_000 }).find((c) => c.budget === 'firstLoadJsGzipRatioMax'),
    ).toMatchObject({ actual: 0.7, ok: true });
  });

  it.each([
    ['firstLoadJsGzipRatioMax', { productJsGzip: 149_000, baselineJsGzip: 200_000 }],
    ['firstLoadJsGzipBytesMax', { productJsGzip: 150_001, baselineJsGzip: 1_000_000 }],
    ['lighthouseScoreMin', { lighthouse: { score: 0.97, tbtMs: 40, cls: 0 } }],
    ['lighthouseTbtMsMax', { lighthouse: { score: 0.99, tbtMs: 101, cls: 0 } }],
    ['lighthouseClsMax', { lighthouse: { score: 0.99, tbtMs: 40, cls: 0.01 } }],
    ['keystrokeMedianMsMax', { keystrokeMedianMs: 51 }],
    ['scaledFirstLoadRatioMax', { scaledJsGzip: 141_500 }],
    ['scaledValidateGenerateMsMax', { scaledValidateGenerateMs: 3001 }],
  ] as const)('breaks %s alone', (budget, change) => {
    const broken = checkBudgets(budgets, { ...passing, ...change }).filter((c) => !c.ok);
    expect(broken.map((c) => c.budget)).toEqual([budget]);
  });
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
});
