import { Link } from 'react-router';
import shellCopy from '@flows/shell/copy.json';
import { processingView, registrationCopy, type SubmitStage } from '@/core/registration';
import { ProcessingModal as ProcessingDataModal } from '@/renderer/platform/processing-modal';

/**
 * Shown while the account and the application are created: the shared processing-data modal
 * (at least 1 s once open, the timeout page's words after 30 s) with the spec's progress messages
 * of the pipeline stage under way (core processingView) and a bar of the stages done. It moves
 * when the submit does, never on a timer, so it never claims work the server has not reached.
 */
export default function ProcessingModal({
  working,
  stage,
  onClosed,
}: {
  working: boolean;
  stage: SubmitStage;
  onClosed: () => void;
}) {
  const { title, messages } = registrationCopy.processing;
  const view = processingView(messages, stage);
  return (
    <ProcessingDataModal
      id="registration-processing"
      working={working}
      title={title}
      messages={view.current}
      rotate={false}
      progress={{ done: view.done, total: view.total }}
      onClosed={onClosed}
      timedOut={
        <>
          <p role="alert">{shellCopy.maintenance.message}</p>
          <p>
            <Link to="/dashboard">{shellCopy.maintenance.dashboardLink}</Link>
          </p>
        </>
      }
    />
  );
}
