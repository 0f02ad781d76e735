import { beforeAll, describe, expect, it } from 'vitest';
import { registrationFlow } from '@/core/registration';
import { testBrand } from '../test-support/test-brand';
import { prerenderFirstStep, type PrerenderedPage } from './first-step';

describe('prerenderFirstStep', () => {
  const brand = testBrand();
  const first = registrationFlow.steps[0]!;
  let page: PrerenderedPage;
  let doc: Document;
  beforeAll(async () => {
    page = await prerenderFirstStep(brand);
    doc = new DOMParser().parseFromString(`<div id="root">${page.html}</div>`, 'text/html');
  });

  it('is served at the first step’s path, marked with the lender and path it was drawn for', () => {
    expect(page.path).toBe(registrationFlow.basePath);
    expect(page.rootAttributes).toEqual({ 'data-prerendered': brand.orgCode, 'data-prerendered-path': page.path });
  });

  it('draws the first step as the app’s first render does, inert until adopted', () => {
    const shell = doc.querySelector('#root > .shell')!;
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.hasAttribute('aria-hidden')).toBe(false);
    expect(doc.querySelector('h1')?.textContent).toBe(first.title);
    expect(doc.querySelectorAll('form input, form select').length).toBeGreaterThan(3);
    for (const control of doc.querySelectorAll<HTMLInputElement>('form input:not([type=radio]), form select')) {
      expect(doc.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
  });

  it('shows no lender: the top bar is empty and the footer absent until hydrated', () => {
    expect(doc.querySelector('.top-nav')?.textContent).toBe('');
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('footer')).toBeNull();
    expect(page.html).not.toContain(brand.displayName);
  });

  it('has nothing the strict CSP blocks', () => {
    expect(page.html).not.toMatch(/\sstyle=|<script|\son[a-z]+=/i);
  });
});
