import { useHttp } from '@/renderer/http/http-context';
import copy from '@flows/chat/copy.json';
import type { ChatMessage } from '@/generated/types/chat-message';
import { rateChatbotReply } from './api/chatbot-feedback';
import type { StoredChat } from './chat-storage';
import type { useChat } from './use-chat';

/** Thumbs up and down on a chatbot answer; down opens 'Tell us more'. */
export function Thumbs({
  chat,
  session,
  message,
  onRated,
  onThumbsDown,
}: {
  chat: ReturnType<typeof useChat>;
  session: StoredChat;
  message: ChatMessage;
  onRated: (seq: number) => void;
  onThumbsDown: (message: ChatMessage) => void;
}) {
  const http = useHttp();
  const up = () =>
    rateChatbotReply(http, session, message, chat.nonce, { helpful: true })
      .then(() => onRated(message.seq))
      .catch((error: unknown) => chat.fail(error));
  return (
    <span className="chat-row">
      <button type="button" onClick={up}>
        <span aria-hidden="true">👍</span>
        <span className="chat-visually-hidden">{copy.thumbsUp}</span>
      </button>
      <button type="button" onClick={() => onThumbsDown(message)}>
        <span aria-hidden="true">👎</span>
        <span className="chat-visually-hidden">{copy.thumbsDown}</span>
      </button>
    </span>
  );
}
