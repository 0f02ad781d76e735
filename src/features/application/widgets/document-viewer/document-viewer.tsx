import { useId } from 'react';
import '@/renderer/form/form.css';
import { useDocuments } from '../../api/get-documents';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { describedBy, FormAlert } from '../../widget-parts/form-alert';
import { useAction } from '../../widget-parts/use-action';
import './document-viewer.css';
import { PdfDocument } from './pdf-document';
import { useReachedEnd } from './use-reached-end';

/**
 * document/disclosures and signing/sign: every document of options.set drawn page by page, each
 * with a download link. Accepting or signing (options.task, with every document's key) is enabled
 * once a quarter of the last page has been on screen. With options.review (the disclosures), each
 * document also opens in the disclosure review modal.
 */
export default function DocumentViewer({ uuid, copy, options, submitTask }: ScreenWidgetProps<'document-viewer'>) {
  const word = words(copy);
  const { set, task } = options;
  const list = useDocuments(uuid, set);
  const [endRef, reached] = useReachedEnd();
  const action = useAction();
  const id = useId();

  if (list.isPending) return <p role="status">{word('loading')}</p>;
  if (list.isError) {
    return (
      <div role="alert" className="field__messages field__messages--error">
        <p className="field__message">{word('listError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
          {word('retry')}
        </button>
      </div>
    );
  }

  const documents = list.data.documents;
  // Nothing to read means nothing to scroll through.
  const ready = reached || documents.length === 0;
  const submit = () => {
    if (!ready) return;
    void action.run(() => submitTask(task, { documentKeys: documents.map((d) => d.key) }));
  };

  return (
    <div className="document-viewer">
      {documents.map((document, index) => (
        <PdfDocument
          key={document.key}
          uuid={uuid}
          document={document}
          word={word}
          lastPageRef={index === documents.length - 1 ? endRef : undefined}
          review={options.review === true}
        />
      ))}
      <div className="document-viewer__footer">
        <FormAlert id={`${id}-alert`} message={action.error} />
        <p id={`${id}-hint`} className="document-viewer__hint" role="status">
          {ready ? word('readyHint') : word('scrollHint')}
        </p>
        <button
          type="button"
          className="button form-submit"
          disabled={!ready}
          onClick={submit}
          aria-busy={action.pending || undefined}
          aria-describedby={describedBy(`${id}-hint`, action.error && `${id}-alert`)}
        >
          {action.pending ? word('submitting') : word('submit')}
        </button>
      </div>
    </div>
  );
}
