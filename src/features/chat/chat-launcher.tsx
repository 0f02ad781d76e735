import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import copy from '@flows/chat/copy.json';
import './chat.css';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The floating 'Chat with us' button. The panel's code loads when the browser is idle or when
 * the button is used, whichever comes first; `pop-webchat` in the query opens it at load. Closing
 * returns focus to the button.
 */
export default function ChatLauncher() {
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).has('pop-webchat'));
  const [used, setUsed] = useState(open);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadPanel());
    return () => cancel(id);
  }, []);

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
        {copy.launcher}
      </button>
    </div>
  );
}
