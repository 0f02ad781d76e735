import type { BrandResult } from './capture-brands';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One line per finished brand: `MERIDIAN               10 pictures   2.3 s`. */
export function formatBrandLine(result: BrandResult, nameWidth: number): string {
  const failed = result.failures.length > 0 ? `  ${result.failures.length} FAILED` : '';
  return `${result.orgCode.padEnd(nameWidth)}  ${String(result.files.length).padStart(3)} pictures  ${seconds(result.ms).padStart(7)}${failed}`;
}

/** The closing line: totals, the average and the slowest brand. */
export function formatSummary(results: readonly BrandResult[], totalMs: number): string {
  const pictures = results.reduce((n, r) => n + r.files.length, 0);
  const slowest = [...results].sort((a, b) => b.ms - a.ms)[0];
  const average = results.length > 0 ? results.reduce((n, r) => n + r.ms, 0) / results.length : 0;
  const detail = slowest ? ` (per brand: ${seconds(average)} on average, slowest ${slowest.orgCode} ${seconds(slowest.ms)})` : '';
  return `${results.length} brands, ${pictures} pictures in ${seconds(totalMs)}${detail}`;
}
