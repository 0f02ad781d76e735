import { useEffect, useRef } from 'react';
import copy from '@flows/chat/copy.json';

/** 'Thanks for chatting with us!' once the conversation is no longer active or is frozen. */
export function EndPanel({ onRestart }: { onRestart: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        {copy.end.title}
      </h3>
      <div className="chat-row">
        <a href={copy.surveyUrl}>{copy.end.survey}</a>
        <button type="button" className="chat-primary" onClick={onRestart}>
          {copy.end.restart}
        </button>
      </div>
    </div>
  );
}
