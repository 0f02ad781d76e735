import { describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/income.json';
import { screenWordsFor } from './screen-words';

const upload = flow.screens['income/upload/:type'];

describe('screenWordsFor', () => {
  it('shows the words paramWords gives for the value', () => {
    const words = screenWordsFor(upload, { type: 'BUSINESS_BANK_STATEMENT' });
    expect(words.title).toBe('Upload your business bank statements');
    expect(words.intro?.[0]).toContain('the last 12 months');
  });

  it.each([
    ['type MANUAL_PAYSTUB', { type: 'MANUAL_PAYSTUB' }],
    ['type W2', { type: 'W2' }],
    ['no type', {}],
  ])("keeps the screen's own words for %s", (_name, params) => {
    expect(screenWordsFor(upload, params)).toEqual({ title: 'Upload your pay stubs', intro: upload.intro });
  });

  it('a value without an intro shows none, and a screen without paramWords its own title', () => {
    const screen = { title: 'Own', intro: ['Own intro'], paramWords: { type: { X: { title: 'For X' } } } };
    expect(screenWordsFor(screen, { type: 'X' })).toEqual({ title: 'For X' });
    expect(screenWordsFor({ title: 'Plain' }, { type: 'X' })).toEqual({ title: 'Plain' });
  });
});
