import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets a fresh module. */
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

describe('drawBesidePicture', () => {
  it('draws the app hidden beside prerendered markup it cannot adopt, and swaps once the app shows its heading', async () => {
    document.body.innerHTML = PRERENDERED;
    const { drawBesidePicture } = await freshSwap();
    const app = drawBesidePicture(document, document.getElementById('root')!, () => Promise.resolve(null));
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
    const { drawBesidePicture } = await freshSwap();
    const app = drawBesidePicture(document, document.getElementById('root')!, () => Promise.resolve(null));
    vi.advanceTimersByTime(15_000);
    expect(document.querySelector('#root > .shell')).toBeNull();
    expect(app.hidden).toBe(false);
  });

  it('keeps the picture a borrower is in until the app has drawn fields, then gives them the same field', async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="MERIDIAN" data-prerendered-path="/step"><div class="shell"><h1>Step</h1><input id="street"></div></div>';
    const { drawBesidePicture } = await freshSwap();
    const picture = document.querySelector<HTMLInputElement>('#street')!;
    picture.focus();
    const app = drawBesidePicture(document, document.getElementById('root')!, () => Promise.resolve(null));
    app.innerHTML = '<main><h1 tabindex="-1">Step</h1></main>';
    await tick();
    vi.advanceTimersByTime(0);
    // The heading alone: the picture stays, the borrower still in its field.
    expect(document.activeElement).toBe(picture);
    expect(app.hidden).toBe(true);
    app.querySelector('main')!.insertAdjacentHTML('beforeend', '<form><input id="street"></form>');
    await tick();
    vi.advanceTimersByTime(0);
    expect(app.hidden).toBe(false);
    expect(picture.isConnected).toBe(false);
    expect(document.activeElement).toBe(app.querySelector('#street'));
  });

  it('swaps a picture in use anyway when the app draws no fields soon', async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="MERIDIAN" data-prerendered-path="/step"><div class="shell"><input id="street"></div></div>';
    const { drawBesidePicture } = await freshSwap();
    document.querySelector<HTMLInputElement>('#street')!.focus();
    const app = drawBesidePicture(document, document.getElementById('root')!, () => Promise.resolve(null));
    app.innerHTML = '<main><h1 tabindex="-1">Your applications</h1></main>';
    await tick();
    vi.advanceTimersByTime(2_000);
    expect(app.hidden).toBe(false);
    expect(document.activeElement).toBe(app.querySelector('h1'));
  });
});
