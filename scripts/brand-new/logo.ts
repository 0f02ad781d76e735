import { contrastRatio } from '../../src/core/theme/contrast';
import type { Palette } from './palette';

/** Text in SVG is XML: a lender called "Smith & Sons" must not break the file. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

const WIDTH = 160;
const HEIGHT = 40;
const TEXT_X = 44;
const TEXT_ROOM = WIDTH - TEXT_X - 4;
// Average advance of a bold sans-serif glyph per pixel of font size; only used to decide
// whether a long name must be squeezed, so an estimate is enough.
const GLYPH_WIDTH = 0.62;

interface LineStyle {
  size: number;
  bold?: boolean;
  spacing?: number;
}

function textLine(text: string, y: number, style: LineStyle, fill: string): string {
  const estimate = text.length * (style.size * GLYPH_WIDTH + (style.spacing ?? 0));
  // Squeeze rather than clip: the placeholder must show the whole name in the navigation bar.
  const fit = estimate > TEXT_ROOM ? ` textLength="${TEXT_ROOM}" lengthAdjust="spacingAndGlyphs"` : '';
  const weight = style.bold ? ' font-weight="700"' : '';
  const spacing = style.spacing ? ` letter-spacing="${style.spacing}"` : '';
  return `<text x="${TEXT_X}" y="${y}" font-family="sans-serif" font-size="${style.size}"${weight}${spacing}${fit} fill="${fill}">${escapeXml(text)}</text>`;
}

/**
 * A stand-in logo until the lender sends theirs, following the house logo guidelines in
 * brands/README.md: a rounded square in the brand colour with the initial, then the name in
 * the navigation text colour (the logo sits in the navigation bar). Colours are attributes
 * and nothing is fetched, so it passes the logo check and the page's content security policy.
 */
export function placeholderLogo(
  name: string,
  colors: Pick<Palette, 'primary' | 'onPrimary' | 'navBackground' | 'navText'>,
): string {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  const initial = escapeXml([...first][0]?.toUpperCase() ?? '?');
  // A dark mark on a dark bar would vanish; outline it in the bar's text colour.
  const outline =
    contrastRatio(colors.primary, colors.navBackground) < 3 ? ` stroke="${colors.navText}" stroke-width="1.5"` : '';
  const lines =
    rest.length === 0
      ? [textLine(first, 26, { size: 16, bold: true }, colors.navText)]
      : [
          textLine(first, 20, { size: 16, bold: true }, colors.navText),
          textLine(rest.join(' ').toUpperCase(), 33, { size: 8, spacing: 1.2 }, colors.navText),
        ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect x="4" y="4" width="32" height="32" rx="7" fill="${colors.primary}"${outline}/>` +
    `<text x="20" y="26.5" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${colors.onPrimary}">${initial}</text>` +
    `${lines.join('')}</svg>\n`
  );
}
