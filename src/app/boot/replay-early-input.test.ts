import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEarlyAnswers, readEarlyAnswersUntilReplay, replayEarlyInput } from './replay-early-input';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const FORM = `<form><input id="street" value=""><input id="unit" value="">
  <select id="state"><option value="" selected>Select one</option><option value="43">Texas</option></select>
  <input type="radio" name="use" id="use-0"><input type="radio" name="use" id="use-1">
  <input type="checkbox" id="agree"><button type="submit">Continue</button></form>`;

const byId = <T extends HTMLElement>(id: string, root: ParentNode = document) => root.querySelector<T>(`#${id}`)!;

describe('readEarlyAnswers', () => {
  it('reads the fields that show something other than the page as drawn, and the one the borrower is in', () => {
    document.body.innerHTML = `<div id="picture">${FORM}</div>`;
    byId<HTMLInputElement>('street').value = '400 Congress Ave';
    byId<HTMLSelectElement>('state').value = '43';
    byId<HTMLInputElement>('use-0').checked = true;
    byId<HTMLInputElement>('use-1').checked = true;
    byId<HTMLInputElement>('street').focus();
    expect(readEarlyAnswers([byId('picture')])).toEqual({
      answers: [
        { id: 'street', value: '400 Congress Ave' },
        { id: 'state', value: '43' },
        // The last radio chosen: its group's other one is back as drawn.
        { id: 'use-1', value: true },
      ],
      focusedId: 'street',
    });
  });
});

describe('readEarlyAnswersUntilReplay', () => {
  it('leaves out a field the borrower types into before the hand-over: the live app has what it shows', () => {
    document.body.innerHTML = `<div id="root">${FORM}</div>`;
    const root = byId('root');
    const street = byId<HTMLInputElement>('street');
    street.value = '1450 Cedar';
    byId<HTMLSelectElement>('state').value = '43';
    street.focus();
    const answers = readEarlyAnswersUntilReplay(root);
    // The borrower goes on typing in the task before the hand-over.
    street.value = '1450 Cedar ';
    street.dispatchEvent(new Event('input', { bubbles: true }));
    expect(answers()).toEqual({ answers: [{ id: 'state', value: '43' }], focusedId: 'street' });
    // From the hand-over on, the app's own events are not the borrower's.
    byId<HTMLSelectElement>('state').dispatchEvent(new Event('change', { bubbles: true }));
    replayEarlyInput(answers(), { submitted: false, release: () => {} }, root);
    expect(street.value).toBe('1450 Cedar ');
  });
});

describe('replayEarlyInput', () => {
  it('enters each answer into the app’s own fields through the events typing makes, then a held Continue', () => {
    document.body.innerHTML = `<div id="app">${FORM}</div>`;
    const app = byId('app');
    const events: string[] = [];
    for (const type of ['input', 'change', 'click', 'submit'])
      app.addEventListener(type, (event) => {
        const target = event.target as HTMLInputElement;
        events.push(
          `${type} ${target.id || target.tagName} ${target.type === 'radio' ? target.checked : target.value}`,
        );
        if (type === 'submit') event.preventDefault();
      });
    replayEarlyInput(
      {
        answers: [
          { id: 'street', value: '400 Congress Ave' },
          { id: 'state', value: '43' },
          { id: 'use-1', value: true },
          { id: 'gone', value: 'a field the app does not draw' },
        ],
        focusedId: 'street',
      },
      { submitted: true, release: () => {} },
      app,
    );
    expect(events).toEqual([
      'input street 400 Congress Ave',
      'change state 43',
      'click use-1 true',
      'input use-1 true',
      'change use-1 true',
      'submit FORM undefined',
    ]);
    expect(document.activeElement).toBe(byId('street'));
    expect(byId<HTMLInputElement>('street').selectionStart).toBe('400 Congress Ave'.length);
  });

  it('without a held Continue, submits nothing', () => {
    document.body.innerHTML = `<div id="app">${FORM}</div>`;
    const submit = vi.fn((event: Event) => event.preventDefault());
    byId('app').addEventListener('submit', submit);
    replayEarlyInput(
      { answers: [{ id: 'agree', value: true }], focusedId: null },
      { submitted: false, release: () => {} },
      byId('app'),
    );
    expect(byId<HTMLInputElement>('agree').checked).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits no form the answers did not go into: the app drew another page', () => {
    document.body.innerHTML = `<div id="app"><form><input id="search"></form></div>`;
    const submit = vi.fn((event: Event) => event.preventDefault());
    const release = vi.fn();
    byId('app').addEventListener('submit', submit);
    replayEarlyInput(
      { answers: [{ id: 'street', value: '400 Congress Ave' }], focusedId: 'street' },
      { submitted: true, release },
      byId('app'),
    );
    expect(submit).not.toHaveBeenCalled();
    expect(release).toHaveBeenCalled();
  });
});
