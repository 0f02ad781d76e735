import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import copy from '@flows/chat/copy.json';
import { attachmentProblem } from '@/core/chat/attachments';
import { formatBytes } from '@/core/platform/byte-format';
import { canSendMessage, messageKeyAction } from '@/core/chat/sending';
import { fillTemplate } from '@/core/text/template';

/** The message box: Enter sends, Shift+Enter starts a new line; files of the allowed types, several at once. */
export function Composer({
  onSend,
  onRefused,
  messageBox,
}: {
  onSend: (text: string, files: readonly File[]) => Promise<boolean>;
  onRefused: (error: unknown, text: string) => void;
  messageBox: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!canSendMessage(text, files.length) || sending) return;
    setSending(true);
    const sent = await onSend(text.trim(), files);
    setSending(false);
    if (sent) {
      setText('');
      setFiles([]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (messageKeyAction(event.key, event.shiftKey, event.nativeEvent.isComposing) !== 'send') return;
    event.preventDefault();
    void submit();
  };

  const choose = (chosen: FileList | null) => {
    const accepted: File[] = [];
    for (const file of Array.from(chosen ?? [])) {
      const problem = attachmentProblem(file);
      if (problem) {
        const words = fillTemplate(copy.fileRefused[problem], {
          name: file.name,
          size: formatBytes(file.size),
        });
        onRefused(new Error(words), words);
      } else accepted.push(file);
    }
    setFiles((was) => [...was, ...accepted]);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="chat-composer">
      <label htmlFor={`${id}-message`}>{copy.messageLabel}</label>
      <p id={`${id}-hint`} className="chat-hint">
        {copy.messageHint}
      </p>
      <textarea
        id={`${id}-message`}
        ref={messageBox}
        value={text}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {files.length > 0 && (
        <ul className="chat-hint">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {fillTemplate(copy.fileSize, { name: file.name, size: formatBytes(file.size) })}{' '}
              <button type="button" onClick={() => setFiles((was) => was.filter((_, i) => i !== index))}>
                {fillTemplate(copy.removeFile, { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chat-row">
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,.amr,.mp3,.mp4,.pdf,.txt"
          className="chat-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => choose(e.target.files)}
        />
        <button type="button" onClick={() => fileInput.current?.click()}>
          <span aria-hidden="true">📎</span>
          <span className="chat-visually-hidden">{copy.attach}</span>
        </button>
        <button type="button" className="chat-primary" disabled={sending} onClick={() => void submit()}>
          {copy.send}
        </button>
      </div>
    </div>
  );
}
