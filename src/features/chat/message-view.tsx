import { useId, useState, type RefObject } from 'react';
import copy from '@flows/chat/copy.json';
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
}: {
  chat: Chat;
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
      <ul id={logId} role="log" aria-live="polite" aria-label={copy.transcript} className="chat-log" tabIndex={0}>
        {chat.messages.map((m) => (
          <li key={m.seq}>
            <span className="chat-author">
              {m.author === 'agent' && m.authorName ? m.authorName : AUTHOR[m.author]}:
            </span>
            {m.body}
            {(m.attachments ?? []).map((a) => (
              <a key={a.url} href={`${a.url}?token=${encodeURIComponent(session.token)}`} download={a.name}>
                {' '}
                {a.name} ({a.size >= 0 ? formatSize(a.size) : ''})
              </a>
            ))}
            {m.author === 'bot' && m.questionId && !rated.has(m.seq) && (
              <Thumbs chat={chat} session={session} message={m} onRated={markRated} onThumbsDown={setRating} />
            )}
          </li>
        ))}
      </ul>
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
      <Composer onSend={chat.sendMessage} onRefused={chat.fail} messageBox={messageBox} />
      {session.chatMode === 'chatbot' && <LeaveMessage chat={chat} session={session} />}
    </>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  return bytes < 1_000_000 ? `${Math.round(bytes / 100) / 10} KB` : `${Math.round(bytes / 100_000) / 10} MB`;
}
