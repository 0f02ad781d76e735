import { describe, expect, it } from 'vitest';
import { registrationFlow } from '@/core/registration';
import { testBrand } from '../test-support/test-brand';
import { prerenderFirstStep } from './first-step';

describe('prerenderFirstStep', () => {
  const page = prerenderFirstStep(testBrand(), '2026-11-22');
  const doc = new DOMParser().parseFromString(`<div id="root">${page.html}</div>`, 'text/html');
  const first = registrationFlow.steps[0]!;

  it('is served at the first step’s path', () => {
    expect(page.path).toBe(registrationFlow.basePath);
  });

  it('draws the first step as the app does, inert and marked for the swap', () => {
    const shell = doc.querySelector('[data-prerendered]')!;
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(doc.querySelector('h1')?.textContent).toBe(first.title);
    expect(doc.querySelectorAll('form input, form select').length).toBeGreaterThan(3);
    for (const control of doc.querySelectorAll<HTMLInputElement>('form input:not([type=radio]), form select')) {
      expect(doc.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
  });

  it('shows no lender: the top bar is empty until the brand is known in the browser', () => {
    expect(doc.querySelector('.top-nav')?.textContent).toBe('');
    expect(doc.querySelector('img')).toBeNull();
  });

  it('has nothing the strict CSP blocks', () => {
    expect(page.html).not.toMatch(/\sstyle=|<script|\son[a-z]+=/i);
  });
});
