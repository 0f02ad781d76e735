import { fillTemplate } from '@/core/text/template';
import { Modal } from '@/renderer/platform/modal';
import type { DocumentSummary } from '../../api/get-documents';
import type { PdfHandle } from './load-pdf';
import { PdfPages } from './pdf-page';

export interface DisclosureReviewModalProps {
  document: DocumentSummary;
  pdf: PdfHandle;
  downloadUrl: string;
  word: (key: string) => string;
  onClose: () => void;
}

/**
 * The disclosure review modal (platform-services.md 'Other dialogs'): one disclosure's pages to
 * read, a Download link and a Close button. The shared Modal makes it a real dialog: the page
 * behind is inert, Escape closes it, and focus goes back to the View button that opened it.
 */
export function DisclosureReviewModal({ document, pdf, downloadUrl, word, onClose }: DisclosureReviewModalProps) {
  return (
    <Modal
      id="disclosure-review"
      title={document.title}
      onClose={onClose}
      closeLabel={word('close')}
      className="disclosure-review"
    >
      <p>
        <a className="pdf-document__download" href={downloadUrl} download={`${document.key}.pdf`}>
          {fillTemplate(word('download'), { title: document.title })}
        </a>
      </p>
      <PdfPages pdf={pdf} pageLabel={word('pageLabel')} />
    </Modal>
  );
}
