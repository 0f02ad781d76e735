import { useState } from 'react';
import { platformCopy } from '@/core/platform/platform-copy';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import { Modal } from '@/renderer/platform/modal';

const words = platformCopy.leaveSurvey;

export interface LeaveSurveyAnswers {
  reason?: string;
  comment?: string;
}

export interface LeaveSurveyModalProps {
  /** The survey closed: with the answers when sent, null when skipped or dismissed. */
  onDone: (answers: LeaveSurveyAnswers | null) => void;
}

/**
 * The leave survey (platform-services section 4): the questions of flows/forms/leave-survey.json,
 * asked once as a borrower logs out from the liens, product select, identity or signing screens.
 * Sending, Skip and Escape all close it; the logout proceeds after it (the caller's delay).
 */
export default function LeaveSurveyModal({ onDone }: LeaveSurveyModalProps) {
  const [values, setValues] = useState<LeaveSurveyAnswers>({});
  const [closed, setClosed] = useState(false);
  const finish = (answers: LeaveSurveyAnswers | null) => {
    if (closed) return;
    setClosed(true);
    onDone(answers);
  };
  if (closed) return <p role="status">{words.loggingOut}</p>;
  return (
    <Modal id="leave-survey" title={words.title} onClose={() => finish(null)}>
      <p>{words.intro}</p>
      <FlowStepForm<LeaveSurveyAnswers>
        formKey="leave-survey"
        values={values}
        onChange={setValues}
        onValid={(answers) => finish(answers)}
        submitting={false}
      />
      <p className="modal__actions">
        <button type="button" className="button button--secondary" onClick={() => finish(null)}>
          {words.skip}
        </button>
      </p>
    </Modal>
  );
}
