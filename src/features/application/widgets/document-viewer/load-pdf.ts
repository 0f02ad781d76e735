/**
 * pdf.js behind one small interface, loaded on first use so it never enters the first-load
 * bundle. The worker is our own bundled file (script-src 'self'), and eval is off: pdf.js
 * would otherwise compile PostScript functions with new Function, which the CSP forbids.
 */
export interface PdfPageHandle {
  /** Width / height of the page at scale 1. */
  aspect: number;
  /** Draws the page into the canvas at `cssWidth` CSS pixels wide (sharp on dense screens). */
  render(canvas: HTMLCanvasElement, cssWidth: number, pixelRatio: number): Promise<void>;
  /** The page's text, for screen readers and search. */
  text(): Promise<string>;
}

export interface PdfHandle {
  numPages: number;
  page(pageNumber: number): Promise<PdfPageHandle>;
  destroy(): void;
}

export async function loadPdf(bytes: ArrayBuffer): Promise<PdfHandle> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js hands its buffer to the worker (detaching it); the cached bytes stay usable for download.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, enableXfa: false });
  const doc = await task.promise;
  return {
    numPages: doc.numPages,
    async page(pageNumber) {
      const page = await doc.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      return {
        aspect: base.width / base.height,
        async render(canvas, cssWidth, pixelRatio) {
          const viewport = page.getViewport({ scale: (cssWidth / base.width) * pixelRatio });
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          await page.render({ canvas, viewport }).promise;
        },
        async text() {
          const content = await page.getTextContent();
          return content.items
            .map((item) => ('str' in item ? item.str : ''))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim();
        },
      };
    },
    destroy: () => void task.destroy(),
  };
}
