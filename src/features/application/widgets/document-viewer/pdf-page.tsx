import { fillTemplate } from '@/core/text/template';
import { useEffect, useRef, useState } from 'react';
import type { PdfHandle } from './load-pdf';

/** Pages are drawn at most this wide (platform-services section 9: document page max width 700). */
export const MAX_PAGE_WIDTH = 700;

export interface PdfPageProps {
  pdf: PdfHandle;
  pageNumber: number;
  /** 'Page n of m': the figure's name. */
  label: string;
  pageRef?: ((element: Element | null) => void) | undefined;
}

/**
 * One page: a canvas for the eye, hidden from assistive technology, and the page's text as its
 * alternative, inside a figure named 'Page n of m'.
 */
export function PdfPage({ pdf, pageNumber, label, pageRef }: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');
  const [aspect, setAspect] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const page = await pdf.page(pageNumber);
      if (!live || !canvas.current) return;
      setAspect(page.aspect);
      const width = Math.min(MAX_PAGE_WIDTH, canvas.current.parentElement?.clientWidth || MAX_PAGE_WIDTH);
      await page.render(canvas.current, width, globalThis.devicePixelRatio || 1);
      const words = await page.text();
      if (live) setText(words);
    })();
    return () => {
      live = false;
    };
  }, [pdf, pageNumber]);

  return (
    <figure
      ref={pageRef}
      className="pdf-page"
      aria-label={label}
      style={aspect ? { aspectRatio: String(aspect) } : undefined}
    >
      <canvas ref={canvas} className="pdf-page__canvas" aria-hidden="true" />
      <figcaption className="form-visually-hidden">{text}</figcaption>
    </figure>
  );
}

/** Every page of a document, one below the other; `lastPageRef` goes to the last one. */
export function PdfPages({
  pdf,
  pageLabel,
  lastPageRef,
}: {
  pdf: PdfHandle;
  /** 'Page {page} of {pages}', filled for each page. */
  pageLabel: string;
  lastPageRef?: ((element: Element | null) => void) | undefined;
}) {
  return (
    <div className="pdf-document__pages">
      {Array.from({ length: pdf.numPages }, (_, index) => (
        <PdfPage
          key={index}
          pdf={pdf}
          pageNumber={index + 1}
          label={fillTemplate(pageLabel, { page: index + 1, pages: pdf.numPages })}
          pageRef={index === pdf.numPages - 1 ? lastPageRef : undefined}
        />
      ))}
    </div>
  );
}
