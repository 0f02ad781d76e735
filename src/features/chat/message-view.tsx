import { useId, useState, type RefObject } from 'react';
import copy from '@flows/chat/copy.json';
import { formatBytes } from '@/core/platform/byte-format';
import type { ChatMessage } from '@/generated/types/chat-message';
import { Composer } from './composer';
import { FeedbackDialog } from './feedback-dialog';
import { LeaveMessage } from './leave-message';
import { Thumbs } from './thumbs';
import type { StoredChat } from './chat-storage';
import type { useChat } from './use-chat';

type Chat = ReturnType<typeof useChat>;

const AUTHOR = { borrower: copy.you, agent: copy.agent, bot: copy.bot, system: copy.notice } as const;

/** The transcript (a polite log: new messages are read out), rating the chatbot's answers, and the message box. */
export function MessageView({
  chat,
  session,
  messageBox,
  ended,
}: {
  chat: Chat;
  ended: boolean;
  session: StoredChat;
  messageBox: RefObject<HTMLTextAreaElement | null>;
}) {
  const logId = useId();
  const [rating, setRating] = useState<ChatMessage | null>(null);
  const [rated, setRated] = useState<ReadonlySet<number>>(new Set());
  const markRated = (seq: number) => setRated((was) => new Set(was).add(seq));
  return (
    <>
      {chat.status === 'waiting' && <p className="chat-hint">{copy.waiting}</p>}
      {chat.hasOlder && (
        <button type="button" onClick={chat.loadOlder}>
          {copy.loadOlder}
        </button>
      )}
      <div id={logId} role="log" aria-live="polite" aria-label={copy.transcript} className="chat-log" tabIndex={0}>
        {chat.messages.map((m) => (
          <div key={m.seq} className="chat-message">
            <span className="chat-author">
              {m.author === 'agent' && m.authorName ? m.authorName : AUTHOR[m.author]}:
            </span>
            {m.body}
            {(m.attachments ?? []).map((a) => (
              <a key={a.url} href={`${a.url}?token=${encodeURIComponent(session.token)}`} download={a.name}>
                {' '}
                {a.name} ({formatBytes(a.size)})
              </a>
            ))}
            {!ended && m.author === 'bot' && m.questionId && !rated.has(m.seq) && (
              <Thumbs chat={chat} session={session} message={m} onRated={markRated} onThumbsDown={setRating} />
            )}
          </div>
        ))}
      </div>
      {rating && (
        <FeedbackDialog
          chat={chat}
          session={session}
          message={rating}
          onClose={(sent) => {
            if (sent) markRated(rating.seq);
            setRating(null);
            messageBox.current?.focus();
          }}
        />
      )}
      {!ended && <Composer onSend={chat.sendMessage} onRefused={chat.fail} messageBox={messageBox} />}
      {!ended && session.chatMode === 'chatbot' && <LeaveMessage chat={chat} session={session} />}
    </>
  );
}
