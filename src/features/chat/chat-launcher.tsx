import { lazy, Suspense, useRef, useState } from 'react';
import { label } from '@flows/chat/launcher.json';
import './chat.css';

const ChatPanel = lazy(() => import('./chat-panel'));

/**
 * The floating 'Chat with us' button. The panel's code (and the chat forms with it) loads only
 * when the button is used, so a borrower who never chats never downloads it; `pop-webchat` in the
 * query opens it at load. Closing returns focus to the button.
 */
export default function ChatLauncher() {
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).has('pop-webchat'));
  const [used, setUsed] = useState(open);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="chat-launcher">
      {used && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="chat-launcher__button"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen((was) => !was);
        }}
      >
        {label}
      </button>
    </div>
  );
}
