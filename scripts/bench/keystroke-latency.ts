/**
 * Keystroke-to-paint latency in a text field under 4x CPU throttling: `count` keystrokes typed
 * one at a time into the field labelled `label`. Per keystroke, the Event Timing entry of its
 * interaction (keydown to the next paint; reported from 16 ms) or, when the browser reports none
 * because it was faster, the time from keydown to the task after the next animation frame.
 */
import type { Browser } from '@playwright/test';

export interface KeystrokeLatency {
  count: number;
  medianMs: number;
  worstMs: number;
}

declare global {
  interface Window {
    __keystrokes?: { timeStamp: number; painted?: number }[];
    __eventTimings?: { timeStamp: number; duration: number }[];
  }
}

function instrument() {
  window.__keystrokes = [];
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name === 'keydown')
        window.__eventTimings!.push({ timeStamp: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  window.addEventListener(
    'keydown',
    (event) => {
      const record: { timeStamp: number; painted?: number } = { timeStamp: event.timeStamp };
      window.__keystrokes!.push(record);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (record.painted = performance.now());
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

const TEXT = '1600 Pennsylvania Avenue Northwest Apartment 12345';

export interface KeystrokeOptions {
  url: string;
  heading: string;
  label: string;
  count: number;
}

export async function measureKeystrokes(browser: Browser, options: KeystrokeOptions): Promise<KeystrokeLatency> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(options.url);
    await page.getByRole('heading', { level: 1, name: options.heading }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(instrument);
    const field = page.getByRole('textbox', { name: options.label }).first();
    await field.click();
    const text = TEXT.repeat(Math.ceil(options.count / TEXT.length)).slice(0, options.count);
    for (const char of text) {
      await page.keyboard.press(char === ' ' ? 'Space' : char);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(500);
    const { keystrokes, timings } = await page.evaluate(() => ({
      keystrokes: window.__keystrokes!,
      timings: window.__eventTimings!,
    }));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const value = await field.inputValue();
    if (!value.endsWith(text.trimEnd().slice(-10)))
      throw new Error(`The field did not take every keystroke: "${value}"`);
    const latencies = keystrokes.map((k) => {
      const timing = timings.find((t) => Math.abs(t.timeStamp - k.timeStamp) < 1);
      return timing?.duration ?? (k.painted ?? Number.POSITIVE_INFINITY) - k.timeStamp;
    });
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      count: latencies.length,
      medianMs: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN,
      worstMs: sorted.at(-1) ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}
