import { describe, expect, it } from 'vitest';
import { escapeXml, placeholderLogo } from './logo';
import { derivePalette, type Palette } from './palette';

function paletteFor(primary: string, nav?: string): Palette {
  const result = derivePalette(primary, nav);
  if (!result.ok) throw new Error(result.error);
  return result.colors;
}

const LONGEST_NAME = `${'&<>"\''.repeat(16)}`; // 80 characters, each escaped to 4–6: the worst case for size

describe('placeholderLogo', () => {
  const cases = [
    { name: 'Blue Heron Credit Union', primary: '#1f5fa8', nav: undefined, title: 'Blue Heron Credit Union' },
    { name: 'Acme', primary: '#e31b23', nav: '#0b1f33', title: 'Acme' },
    {
      name: 'Smith & Sons <Savings> "Bank"',
      primary: '#2f6b3a',
      nav: '#ffffff',
      title: 'Smith &amp; Sons &lt;Savings&gt; &quot;Bank&quot;',
    },
    {
      name: 'Greater Northwest Teachers and Public Employees Federal Credit Union',
      primary: '#5b2a86',
      nav: undefined,
      title: 'Greater Northwest Teachers',
    },
    { name: LONGEST_NAME, primary: '#1f5fa8', nav: undefined, title: escapeXml(LONGEST_NAME) },
  ];

  it.each(cases)('$name', ({ name, primary, nav, title }) => {
    const colors = paletteFor(primary, nav);
    const svg = placeholderLogo(name, colors);
    expect(Buffer.byteLength(svg)).toBeLessThan(1536);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="160" height="40" viewBox="0 0 160 40" role="img">/,
    );
    expect(svg).toContain(`<title>${title}`);
    expect(svg).toContain(`fill="${colors.primary}"`);
    expect(svg).toContain('font-family="sans-serif"');
    // The house rules and the validate logo check: nothing that runs, styles or fetches.
    expect(svg).not.toMatch(/<script|<style|\son[a-z]+=|href|url\(|<image/i);
    // Every text node is escaped: no raw & or < outside the markup.
    const text = svg.replace(/<[^>]+>/g, '');
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)|</);
  });

  it('outlines the mark when the brand colour would vanish into a dark bar', () => {
    const colors = paletteFor('#1f3a5f', '#0b1f33');
    expect(placeholderLogo('Acme', colors)).toContain(`stroke="${colors.navText}"`);
    expect(placeholderLogo('Acme', paletteFor('#1f3a5f'))).not.toContain('stroke=');
  });

  it('squeezes a long name into the width instead of clipping it', () => {
    const svg = placeholderLogo(cases[3]!.name, paletteFor('#5b2a86'));
    expect(svg).toContain('textLength="112" lengthAdjust="spacingAndGlyphs"');
  });
});
