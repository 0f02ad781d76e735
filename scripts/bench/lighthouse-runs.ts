/**
 * Lighthouse (mobile preset: Moto G Power screen, simulated slow 4G, 4x CPU slowdown), `runs`
 * times per page in one Chromium, each from a cold cache, the two pages taking turns, the first
 * of a round alternating (so a busy moment of a shared machine falls on both alike); per page,
 * the median of every figure with its min and max.
 */
import lighthouse from 'lighthouse';
import { interleaved, spreads, type App, type Spread } from '../lib/bench-stats';
import { launchChromium } from './browser';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

/** Each figure's median (and spread) over the runs, and the runs themselves in the order they ran. */
export type LighthouseResult = LighthouseFigures & {
  spread: Record<keyof LighthouseFigures, Spread>;
  runs: LighthouseFigures[];
};

export async function runLighthouse(
  urls: Record<App, string>,
  runs: number,
  debuggingPort: number,
): Promise<Record<App, LighthouseResult>> {
  const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`]);
  try {
    const figures = await interleaved(runs, (app) => lighthouseRun(urls[app], debuggingPort));
    return { product: summarize(figures.product), baseline: summarize(figures.baseline) };
  } finally {
    await browser.close();
  }
}

/**
 * One run, tried again (at most twice) when Lighthouse itself fails to record it: on a busy
 * machine it sometimes loses the trace of the page load (NO_NAVSTART). A failed recording is not
 * a figure, so it is neither counted nor allowed to end the bench; a third failure does.
 */
async function lighthouseRun(url: string, debuggingPort: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, debuggingPort);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse run ${attempt} of ${url} failed, trying again: ${(error as Error).message}`);
    }
  }
}

async function lighthouseOnce(url: string, debuggingPort: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Pictures for the report only: no figure reads them, and they cost seconds a run.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
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

const KEYS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'] as const;

function summarize(figures: LighthouseFigures[]): LighthouseResult {
  const spread = spreads(figures, KEYS);
  const medians = Object.fromEntries(KEYS.map((key) => [key, spread[key].median])) as unknown as LighthouseFigures;
  return { ...medians, spread, runs: figures };
}
