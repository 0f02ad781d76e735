/**
 * Main-thread CPU time of a page from navigation until its step is interactive (its h1 and the
 * field shown to the borrower, outside any prerendered or hidden markup, the field enabled), read
 * from a Chromium trace: thread time, which other work on a busy machine does not inflate. Also
 * the wall time to interactive, which it does.
 */
import type { Browser, JSHandle } from '@playwright/test';
import { mainThreadCpuMs, type TraceEvent } from '../lib/bench-stats';

export interface MainThreadRun {
  cpuMs: number;
  wallMs: number;
  /**
   * Until the app runs the page: for the product, until it has adopted the prerendered step (the
   * lender's footer, drawn after hydration, is there); the baseline's page is its app, so the same
   * as interactive.
   */
  appCpuMs: number;
  appWallMs: number;
}

const MARK = 'bench:interactive';
const APP_MARK = 'bench:app';

/** In the page: marks and returns performance.now() once `selector` matches, else false. */
function appRunning({ selector, mark }: { selector: string; mark: string }): number | false {
  if (!document.querySelector(selector)) return false;
  performance.mark(mark);
  return performance.now();
}
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline'];

/**
 * In the page: marks and returns performance.now() once the step is interactive, else false.
 * (No function is declared inside: the script runner would wrap it in a helper the page lacks.)
 */
function interactive({ heading, label, mark }: { heading: string; label: string; mark: string }): number | false {
  const hidden = '[inert], [hidden], [aria-hidden="true"]';
  let h1: Element | undefined;
  for (const h of document.querySelectorAll('h1'))
    if (!h.closest(hidden) && h.checkVisibility() && h.textContent.trim() === heading) h1 = h;
  let field: HTMLElement | null | undefined;
  for (const l of document.querySelectorAll('label'))
    if (!l.closest(hidden) && l.textContent.trim().startsWith(label) && l.control) field = l.control;
  if (!h1 || !field || field.closest(hidden) || !field.checkVisibility() || (field as HTMLInputElement).disabled)
    return false;
  performance.mark(mark);
  return performance.now();
}

export async function measureMainThread(
  browser: Browser,
  options: { url: string; heading: string; label: string; appSelector?: string },
): Promise<MainThreadRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    // The page's clock when the function first returns it (setting its trace mark at that moment).
    const markedAt = async (handle: Promise<JSHandle<number | false>>) => (await (await handle).jsonValue()) as number;
    const everyFrame = { polling: 'raf', timeout: 30_000 } as const;
    let wallMs: number;
    let appWallMs: number;
    let trace: Buffer;
    try {
      await page.goto(options.url, { waitUntil: 'commit' });
      wallMs = await markedAt(
        page.waitForFunction(interactive, { heading: options.heading, label: options.label, mark: MARK }, everyFrame),
      );
      appWallMs = options.appSelector
        ? await markedAt(
            page.waitForFunction(appRunning, { selector: options.appSelector, mark: APP_MARK }, everyFrame),
          )
        : wallMs;
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    const mark = traceEvents.find((e) => e.name === MARK);
    if (!mark) throw new Error(`The trace of ${options.url} has no "${MARK}" mark`);
    const start = mark.ts - wallMs * 1000;
    const cpuMs = mainThreadCpuMs(traceEvents, MARK, start);
    const appCpuMs = options.appSelector ? mainThreadCpuMs(traceEvents, APP_MARK, start) : cpuMs;
    return { cpuMs, wallMs, appCpuMs, appWallMs };
  } finally {
    await context.close();
  }
}
