import { useEffect, useId, useState } from 'react';
import { fillTemplate } from '@/core/text/template';
import { useDocumentPdf } from '../../api/get-document-pdf';
import type { DocumentSummary } from '../../api/get-documents';
import { DisclosureReviewModal } from './disclosure-review-modal';
import { loadPdf, type PdfHandle } from './load-pdf';
import { PdfPages } from './pdf-page';

export interface PdfDocumentProps {
  uuid: string;
  document: DocumentSummary;
  word: (key: string) => string;
  /** Given to the last page when this is the last document. */
  lastPageRef?: ((element: Element | null) => void) | undefined;
  /** A View button opens the document in the disclosure review modal (options.review). */
  review?: boolean;
}

/** One document: its title, a download link (and a View button when reviewed in a modal), and its pages drawn one below the other. */
export function PdfDocument({ uuid, document: summary, word, lastPageRef, review = false }: PdfDocumentProps) {
  const bytes = useDocumentPdf(uuid, summary.key);
  const [pdf, setPdf] = useState<PdfHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  const [viewing, setViewing] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!bytes.data) return;
    let live = true;
    let handle: PdfHandle | null = null;
    const url = URL.createObjectURL(new Blob([bytes.data], { type: 'application/pdf' }));
    setDownloadUrl(url);
    loadPdf(bytes.data).then(
      (loaded) => {
        handle = loaded;
        if (live) setPdf(loaded);
        else loaded.destroy();
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      handle?.destroy();
      URL.revokeObjectURL(url);
    };
  }, [bytes.data]);

  const error = bytes.isError || failed;
  return (
    <section className="pdf-document" aria-labelledby={`${id}-title`}>
      <div className="pdf-document__head">
        <h2 id={`${id}-title`} className="pdf-document__title">
          {summary.title}
        </h2>
        <div className="pdf-document__links">
          {review && pdf && downloadUrl && (
            <button
              type="button"
              className="pdf-document__view"
              aria-haspopup="dialog"
              onClick={() => setViewing(true)}
            >
              {fillTemplate(word('view'), { title: summary.title })}
            </button>
          )}
          {downloadUrl && (
            <a className="pdf-document__download" href={downloadUrl} download={`${summary.key}.pdf`}>
              {fillTemplate(word('download'), { title: summary.title })}
            </a>
          )}
        </div>
      </div>
      {viewing && pdf && downloadUrl && (
        <DisclosureReviewModal
          document={summary}
          pdf={pdf}
          downloadUrl={downloadUrl}
          word={word}
          onClose={() => setViewing(false)}
        />
      )}
      {error ? (
        <div role="alert" className="field__messages field__messages--error">
          <p className="field__message">{word('loadError')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setFailed(false);
              void bytes.refetch();
            }}
          >
            {word('retry')}
          </button>
        </div>
      ) : !pdf ? (
        <p role="status">{word('loading')}</p>
      ) : (
        <PdfPages pdf={pdf} pageLabel={word('pageLabel')} lastPageRef={lastPageRef} />
      )}
    </section>
  );
}
