import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { shotFileName, VIEWPORT_NAMES, VIEWPORTS, type ViewportName } from './capture-settings';
import type { PageEntry } from './page-set';

type GalleryBrand = Pick<BrandManifest, 'orgCode' | 'displayName' | 'hostPrefixes'>;

export interface GalleryInput {
  brands: readonly GalleryBrand[];
  pages: PageEntry[];
  fixedTime: Date;
  /** Pixel size per file (relative path), so the page does not jump while images load. */
  sizes: ReadonlyMap<string, { width: number; height: number }>;
}

export const GALLERY_ASSETS = ['gallery.css', 'gallery.js'];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every piece of text and every attribute value goes through here: brand names come from JSON. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The gallery a reviewer opens from disk: one section per brand, one figure per page with the
 * phone and desktop pictures side by side. Nothing depends on when it was made, so two runs of
 * one commit give the same bytes.
 */
export function renderGallery(input: GalleryInput): string {
  const pageCount = `${input.pages.length} page${input.pages.length === 1 ? '' : 's'}`;
  const sizes = VIEWPORT_NAMES.map((v) => `${v} ${VIEWPORTS[v].viewport.width}×${VIEWPORTS[v].viewport.height}`).join(
    ', ',
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HELOC screenshots: ${input.brands.length} brands</title>
<link rel="stylesheet" href="gallery.css">
<script src="gallery.js" defer></script>
</head>
<body>
<header>
<h1>HELOC screenshots</h1>
<p>${input.brands.length} brands, ${pageCount} each, at ${escapeHtml(sizes)}. Clock fixed at ${escapeHtml(input.fixedTime.toISOString())}, en-US, America/Los_Angeles.</p>
<p class="filter" id="filter-box" hidden><label for="filter">Filter brands by name, org code or host prefix</label> <input id="filter" type="search" autocomplete="off"> <span id="filter-count" role="status"></span></p>
</header>
<nav class="toc" aria-label="Brands">
<ul>
${input.brands.map((b) => `<li data-search="${searchText(b)}"><a href="#${escapeHtml(b.orgCode)}">${escapeHtml(b.displayName)}</a> <code>${escapeHtml(b.orgCode)}</code></li>`).join('\n')}
</ul>
</nav>
<main>
${input.brands.map((b) => renderBrand(b, input)).join('\n')}
</main>
</body>
</html>
`;
}

function searchText(brand: GalleryBrand): string {
  return escapeHtml([brand.displayName, brand.orgCode, ...brand.hostPrefixes].join(' ').toLowerCase());
}

function renderBrand(brand: GalleryBrand, input: GalleryInput): string {
  const id = escapeHtml(brand.orgCode);
  return `<section id="${id}" aria-labelledby="${id}-name" data-search="${searchText(brand)}">
<h2 id="${id}-name">${escapeHtml(brand.displayName)} <code>${id}</code></h2>
<p class="prefixes">Host prefixes: ${brand.hostPrefixes.map((p) => `<code>${escapeHtml(p)}</code>`).join(', ')}</p>
${input.pages.map((page) => renderFigure(brand, page, input)).join('\n')}
</section>`;
}

function renderFigure(brand: GalleryBrand, page: PageEntry, input: GalleryInput): string {
  const images = VIEWPORT_NAMES.map((viewport) => renderImage(brand, page, viewport, input)).join('\n');
  return `<figure>
<figcaption>${escapeHtml(page.label)} <code>${escapeHtml(page.path)}</code></figcaption>
<div class="pair">
${images}
</div>
</figure>`;
}

function renderImage(brand: GalleryBrand, page: PageEntry, viewport: ViewportName, input: GalleryInput): string {
  const path = `${brand.orgCode}/${shotFileName(page.key, viewport)}`;
  // Org codes and keys are plain, but encoding the relative URL costs nothing.
  const url = escapeHtml(path.split('/').map(encodeURIComponent).join('/'));
  const size = input.sizes.get(path);
  const dims = size ? ` width="${size.width}" height="${size.height}"` : '';
  const alt = `${brand.displayName}: ${page.label}, ${viewport}`;
  return `<a class="${viewport}" href="${url}"><img src="${url}" alt="${escapeHtml(alt)}"${dims} loading="lazy">${escapeHtml(viewport)}</a>`;
}
