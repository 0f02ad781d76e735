import { useId, useState } from 'react';
import { failureMessage } from '@/core/http/http-error';
import { feedbackCall, type FeedbackAnswers } from '@/core/platform/feedback';
import { platformCopy } from '@/core/platform/platform-copy';
import { fillTemplate } from '@/core/text/template';
import { useBrand } from '@/renderer/brand/brand-context';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import { useHttp } from '@/renderer/http/http-context';
import { InlineError } from '@/renderer/platform/alert';
import { Modal } from '@/renderer/platform/modal';
import { showToast } from '@/renderer/platform/toast-store';
import { postFeedback } from './api/post-feedback';

const words = platformCopy.feedback;

/**
 * The feedback modal the navigation's Feedback link opens: the form of flows/forms/feedback.json,
 * sent with the page's pathname and application (to the CEO on the provider's brand). The
 * server's refusal shows in the form; once received, the modal closes with a toast saying so.
 */
export default function FeedbackModal({ onClose }: { onClose: () => void }) {
  const brand = useBrand();
  const http = useHttp();
  const id = useId();
  const [values, setValues] = useState<Partial<FeedbackAnswers>>({});
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (answers: Partial<FeedbackAnswers>) => {
    const { path, body } = feedbackCall(answers as FeedbackAnswers, window.location, brand.kind);
    setPending(true);
    setRefusal(null);
    postFeedback(http, path, body)
      .then(() => {
        showToast('success', words.sent);
        onClose();
      })
      .catch((error: unknown) => {
        setRefusal(failureMessage(error));
        setPending(false);
      });
  };

  return (
    <Modal id="feedback" title={words.title} onClose={onClose} closeLabel={words.close}>
      <p>{fillTemplate(words.intro, { displayName: brand.displayName })}</p>
      {refusal && <InlineError id={`${id}-refusal`} message={refusal} />}
      <FlowStepForm<Partial<FeedbackAnswers>>
        formKey="feedback"
        values={values}
        onChange={setValues}
        onValid={send}
        submitting={pending}
        describedBy={refusal ? `${id}-refusal` : undefined}
      />
    </Modal>
  );
}
