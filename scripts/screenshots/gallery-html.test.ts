import { describe, expect, it } from 'vitest';
import { escapeHtml, renderGallery, type GalleryInput } from './gallery-html';
import type { PageEntry } from './page-set';

const pages: PageEntry[] = [
  { key: 'terms', label: 'Terms page', path: '/terms', ready: { headingFromBrand: 'footer.termsLabel' }, clip: 'full' },
  {
    key: 'footer',
    label: 'Footer <contentinfo>',
    path: '/terms',
    ready: { headingFromBrand: 'footer.termsLabel' },
    clip: 'footer',
  },
];

const input: GalleryInput = {
  brands: [
    { orgCode: 'MERIDIAN', displayName: 'Meridian Home Credit', hostPrefixes: ['meridian', 'mhc'] },
    {
      orgCode: 'EVIL_BANK',
      displayName: 'Evil <script>alert("x")</script> & Sons\' Bank',
      hostPrefixes: ['evil"><img src=x>'],
    },
  ],
  pages,
  fixedTime: new Date('2026-01-15T17:00:00Z'),
  sizes: new Map([['MERIDIAN/terms-phone.png', { width: 390, height: 2059 }]]),
};

describe('renderGallery', () => {
  const html = renderGallery(input);

  it('escapes every name, so a brand cannot inject markup', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('Evil &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&#39; Bank');
    expect(html).toContain('Footer &lt;contentinfo&gt;');
  });

  it('has a section per brand with its name, org code and host prefixes', () => {
    for (const brand of input.brands) {
      expect(html).toContain(`<section id="${brand.orgCode}"`);
      expect(html).toContain(`<code>${brand.orgCode}</code>`);
      for (const prefix of brand.hostPrefixes) expect(html).toContain(`<code>${escapeHtml(prefix)}</code>`);
    }
  });

  it('shows every page of every brand at both widths, by relative path with alt text', () => {
    for (const brand of input.brands) {
      for (const page of pages) {
        for (const viewport of ['phone', 'desktop']) {
          expect(html).toContain(
            `<img src="${brand.orgCode}/${page.key}-${viewport}.png" alt="${escapeHtml(`${brand.displayName}: ${page.label}, ${viewport}`)}"`,
          );
        }
      }
    }
    expect(html.match(/<img /g)).toHaveLength(input.brands.length * pages.length * 2);
    expect(html).toContain('width="390" height="2059"');
  });

  it('loads nothing from elsewhere and runs no inline script', () => {
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('<script src="gallery.js" defer></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/ on[a-z]+=/);
  });

  it('gives the same bytes for the same input', () => {
    expect(renderGallery(input)).toBe(html);
  });
});
