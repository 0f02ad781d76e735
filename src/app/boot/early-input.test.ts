import { afterEach, describe, expect, it, vi } from 'vitest';

let module: typeof import('./early-input') | undefined;

/** Each test gets a fresh module: what is recorded lives for the page's life. */
async function fresh() {
  vi.resetModules();
  module = await import('./early-input');
  return module;
}

afterEach(() => {
  // The hold is on the document, which outlives the test: taken (again), nothing is held.
  module?.takeEarlyInput()?.release();
  document.body.innerHTML = '';
});

function picture(): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered="MERIDIAN"><div class="shell" inert>
    <form><input id="street"><select id="state"><option value="">Select one</option><option value="43">Texas</option></select>
    <input type="radio" name="use" id="use-0"><input type="radio" name="use" id="use-1">
    <input type="checkbox" id="agree"><button type="submit">Continue</button></form></div></div>`;
  return document.getElementById('root')!;
}

/** Types as the browser does: the value, then an input event that bubbles. */
function type(id: string, value: string) {
  const field = document.getElementById(id) as HTMLInputElement;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = () => {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  document.querySelector('form')!.dispatchEvent(event);
  return event;
};

describe('liveBeforeApp', () => {
  it('makes the picture usable: out of inert', async () => {
    const root = picture();
    const { liveBeforeApp } = await fresh();
    liveBeforeApp(root);
    expect(root.querySelector('.shell')!.hasAttribute('inert')).toBe(false);
  });

  it('notes typing and choosing, and nothing else', async () => {
    const root = picture();
    const { liveBeforeApp, hasEarlyInput } = await fresh();
    liveBeforeApp(root);
    (document.getElementById('street') as HTMLInputElement).focus();
    expect(hasEarlyInput()).toBe(false);
    type('street', '400 Cong');
    expect(hasEarlyInput()).toBe(true);
  });

  it('holds a Continue, unseen by the app’s listeners, until the answers are the app’s', async () => {
    const root = picture();
    const { liveBeforeApp, takeEarlyInput } = await fresh();
    const appListener = vi.fn();
    root.addEventListener('submit', appListener, true);
    liveBeforeApp(root);
    type('street', '400 Congress Ave');
    expect(submit().defaultPrevented).toBe(true);
    expect(appListener).not.toHaveBeenCalled();
    const early = takeEarlyInput();
    expect(early!.submitted).toBe(true);
    // Still held while the answers are handed over.
    expect(submit().defaultPrevented).toBe(true);
    early!.release();
    expect(submit().defaultPrevented).toBe(false);
    expect(appListener).toHaveBeenCalledTimes(1);
  });

  it('with nothing done before the app, lets the app take every event at once', async () => {
    const root = picture();
    const { liveBeforeApp, takeEarlyInput } = await fresh();
    liveBeforeApp(root);
    expect(takeEarlyInput()).toBeNull();
    expect(submit().defaultPrevented).toBe(false);
    // Recording has stopped: typing now is the app's alone.
    type('street', '1');
    expect(takeEarlyInput()).toBeNull();
  });
});
