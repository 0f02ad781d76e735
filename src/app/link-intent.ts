/**
 * Asks for a page's code when the borrower shows they mean to open it: the pointer over a link
 * to it, or focus on one. By the click it has usually arrived, and the page follows at once. Only
 * links of this site to another page count; `preload` decides what, if anything, to fetch.
 * Returns the function that stops listening.
 */
export function preloadOnIntent(doc: Document, preload: (pathname: string) => void): () => void {
  let last: string | undefined;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    const { pathname } = link;
    if (pathname === doc.location.pathname || pathname === last) return;
    last = pathname;
    preload(pathname);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
