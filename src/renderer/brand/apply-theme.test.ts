import { describe, expect, it } from 'vitest';
import { applyTheme, themeVariables } from './apply-theme';
import type { Brand } from './brand-context';

const brand = {
  orgCode: 'ACME',
  theme: {
    fontStack: 'Georgia, serif',
    colors: { background: '#ffffff', navBackground: '#102030', onPrimary: '#fefefe' },
  },
} as unknown as Brand;

describe('theme tokens', () => {
  it('become CSS custom properties', () => {
    expect(themeVariables(brand)).toEqual({
      '--font-stack': 'Georgia, serif',
      '--color-background': '#ffffff',
      '--color-nav-background': '#102030',
      '--color-on-primary': '#fefefe',
    });
  });

  it('are set on the root element through the CSSOM', () => {
    applyTheme(brand, document.documentElement);
    expect(document.documentElement.style.getPropertyValue('--color-nav-background')).toBe('#102030');
    expect(document.documentElement.dataset.org).toBe('ACME');
  });
});
