import type { MouseEvent } from 'react';
import { formatBytes } from '@/core/platform/byte-format';
import type { ChatAttachment } from '@/generated/types/chat-attachment';
import { useHttp } from '@/renderer/http/http-context';
import { getChatFile } from './api/get-chat-file';

/** How long the file stays in memory after it was offered: the download has started by then. */
const RELEASE_AFTER_MS = 60_000;

/**
 * An attachment, offered for download. The address carries no token (history, logs and Referer
 * headers keep addresses): a click fetches the file with the chat token in its header and hands
 * the browser the bytes from memory.
 */
export function AttachmentLink({
  attachment,
  token,
  onFailed,
}: {
  attachment: ChatAttachment;
  token: string;
  onFailed: (error: unknown) => void;
}) {
  const http = useHttp();
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    getChatFile(http, token, attachment.url)
      .then((blob) => {
        const href = URL.createObjectURL(blob);
        const save = document.createElement('a');
        save.href = href;
        save.download = attachment.name;
        save.click();
        window.setTimeout(() => URL.revokeObjectURL(href), RELEASE_AFTER_MS);
      })
      .catch(onFailed);
  };
  return (
    <a href={attachment.url} download={attachment.name} onClick={download}>
      {' '}
      {attachment.name} ({formatBytes(attachment.size)})
    </a>
  );
}
