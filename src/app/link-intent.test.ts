import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './link-intent';

afterEach(() => {
  document.body.innerHTML = '';
});

function linkTo(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.innerHTML = '<span>Open</span>';
  document.body.append(link);
  return link;
}

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));
const focus = (element: Element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

describe('preloadOnIntent', () => {
  it('asks for the page a link of this site leads to, on the pointer over it or focus', () => {
    const preload = vi.fn();
    const stop = preloadOnIntent(document, preload);
    hover(linkTo('/auth/login?redirectUrl=%2Fdashboard').querySelector('span')!);
    focus(linkTo('/contact'));
    expect(preload.mock.calls).toEqual([['/auth/login'], ['/contact']]);
    stop();
  });

  it('leaves alone links elsewhere, to this page, and a page it has just asked for', () => {
    const preload = vi.fn();
    const stop = preloadOnIntent(document, preload);
    hover(linkTo('https://lender.example/legal/terms'));
    hover(linkTo(`${window.location.pathname}#main`));
    hover(linkTo('mailto:support@lender.example'));
    const contact = linkTo('/contact');
    hover(contact);
    focus(contact);
    expect(preload.mock.calls).toEqual([['/contact']]);
    stop();
  });

  it('stops listening when asked', () => {
    const preload = vi.fn();
    preloadOnIntent(document, preload)();
    hover(linkTo('/contact'));
    expect(preload).not.toHaveBeenCalled();
  });
});
