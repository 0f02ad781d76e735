import { useId, useState } from 'react';
import copy from '@flows/chat/copy.json';
import { canSendMessage } from '@/core/chat/sending';
import { useHttp } from '@/renderer/http/http-context';
import { leaveChatMessage } from './api/leave-message';
import type { StoredChat } from './chat-storage';
import type { useChat } from './use-chat';

/** Out of hours: a message kept for the next agent (listed in the agent console). */
export function LeaveMessage({ chat, session }: { chat: ReturnType<typeof useChat>; session: StoredChat }) {
  const http = useHttp();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{copy.leaveMessageDone}</p>;
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {copy.leaveMessage}
      </button>
    );
  return (
    <div className="chat-composer">
      <label htmlFor={id}>{copy.leaveMessageLabel}</label>
      <textarea id={id} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      <button
        type="button"
        disabled={!canSendMessage(text, 0)}
        onClick={() =>
          leaveChatMessage(http, session.token, { conversationId: session.conversationSid, message: text })
            .then(() => setDone(true))
            .catch((error: unknown) => chat.fail(error))
        }
      >
        {copy.leaveMessageSend}
      </button>
    </div>
  );
}
