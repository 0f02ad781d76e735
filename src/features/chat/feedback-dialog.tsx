import { useEffect, useId, useRef, useState } from 'react';
import copy from '@flows/chat/copy.json';
import type { ChatbotFeedbackRequest } from '@/generated/types/chatbot-feedback-request';
import type { ChatMessage } from '@/generated/types/chat-message';
import { FlowStepForm } from '@/renderer/form/flow-step-form';
import { useHttp } from '@/renderer/http/http-context';
import { rateChatbotReply } from './api/chatbot-feedback';
import type { StoredChat } from './chat-storage';
import type { useChat } from './use-chat';

type Answers = { reason?: ChatbotFeedbackRequest['reason']; info?: string };

/** 'Tell us more' after a thumbs down: the form of flows/forms/chat-feedback.json. */
export function FeedbackDialog({
  chat,
  session,
  message,
  onClose,
}: {
  chat: ReturnType<typeof useChat>;
  session: StoredChat;
  message: ChatMessage;
  onClose: (sent: boolean) => void;
}) {
  const http = useHttp();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Answers>({});
  const [sending, setSending] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const send = (answers: Answers) => {
    setSending(true);
    rateChatbotReply(http, session, message, chat.nonce, {
      feedbackMessage: answers.info ? `${answers.reason}: ${answers.info}` : (answers.reason ?? ''),
      ...(answers.reason ? { reason: answers.reason } : {}),
      helpful: false,
    })
      .then(() => onClose(true))
      .catch((error: unknown) => chat.fail(error))
      .finally(() => setSending(false));
  };

  return (
    <div role="dialog" aria-labelledby={titleId} className="chat-feedback">
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {copy.tellUsMore}
      </h3>
      <FlowStepForm<Answers>
        formKey="chat-feedback"
        values={values}
        onChange={setValues}
        onValid={send}
        submitting={sending}
      />
      <button type="button" onClick={() => onClose(false)}>
        {copy.cancel}
      </button>
    </div>
  );
}
