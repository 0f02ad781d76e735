/**
 * Lighthouse (mobile preset: Moto G Power screen, simulated slow 4G, 4x CPU slowdown), `runs`
 * times per page in one Chromium, each from a cold cache, the pages taking turns (so a busy
 * moment of a shared machine falls on all of them alike); per page, the median of every figure.
 */
import lighthouse from 'lighthouse';
import { launchChromium } from './browser';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LighthouseResult extends LighthouseFigures {
  runs: LighthouseFigures[];
}

export async function runLighthouse(urls: string[], runs: number, debuggingPort: number): Promise<LighthouseResult[]> {
  const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
  const figures: LighthouseFigures[][] = urls.map(() => []);
  try {
    for (let i = 0; i < runs; i++) {
      for (const [index, url] of urls.entries()) figures[index]!.push(await lighthouseOnce(url, debuggingPort));
    }
  } finally {
    await browser.close();
  }
  return figures.map(summarize);
}

async function lighthouseOnce(url: string, debuggingPort: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
  };
}

function summarize(figures: LighthouseFigures[]): LighthouseResult {
  const of = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    runs: figures,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
