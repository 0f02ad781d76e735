import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets a fresh module: appContainer remembers its container for the page's life. */
async function freshSwap() {
  vi.resetModules();
  return import('./prerender-swap');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const PRERENDERED =
  '<div id="root" data-prerendered="MERIDIAN" data-prerendered-path="/step"><div class="shell" inert><h1>Tell us about your property</h1></div></div>';

describe('appContainer', () => {
  it('is #root itself when nothing was prerendered', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { appContainer } = await freshSwap();
    expect(appContainer(document)).toBe(document.getElementById('root'));
  });

  it('draws the app hidden beside prerendered markup it cannot adopt, and swaps once the app shows its heading', async () => {
    document.body.innerHTML = PRERENDERED;
    const { appContainer } = await freshSwap();
    const app = appContainer(document);
    expect(app.hidden).toBe(true);
    expect(document.getElementById('root')!.hasAttribute('data-prerendered')).toBe(false);
    app.innerHTML = '<p>Loading</p>';
    await tick();
    expect(document.querySelector('#root > .shell')).not.toBeNull();
    app.innerHTML = '<main><h1 tabindex="-1">Tell us about your property</h1></main>';
    await tick();
    vi.advanceTimersByTime(0);
    expect(document.querySelector('#root > .shell')).toBeNull();
    expect(app.hidden).toBe(false);
    expect(document.activeElement).toBe(app.querySelector('h1'));
  });

  it('swaps after the time limit even if the app never shows a heading', async () => {
    document.body.innerHTML = PRERENDERED;
    const { appContainer } = await freshSwap();
    const app = appContainer(document);
    vi.advanceTimersByTime(15_000);
    expect(document.querySelector('#root > .shell')).toBeNull();
    expect(app.hidden).toBe(false);
  });
});
