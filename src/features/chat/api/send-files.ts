import type { HttpClient } from '@/core/http/http-client';
import type { ChatAttachmentRequest } from '@/generated/types/chat-attachment-request';
import type { ChatMessage } from '@/generated/types/chat-message';
import { CHAT_PATHS, chatTokenHeaders } from './chat-paths';

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('File could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The borrower's files (several at once) with the text typed beside them. */
export async function sendChatFiles(
  http: HttpClient,
  session: { conversationSid: string; token: string },
  text: string,
  files: readonly File[],
): Promise<ChatMessage> {
  const body: ChatAttachmentRequest = {
    ...(text.trim() ? { body: text } : {}),
    files: await Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, content: await base64(f) }))),
  };
  return http<ChatMessage>('POST', CHAT_PATHS.files(session.conversationSid), {
    body,
    headers: chatTokenHeaders(session.token),
    external: true,
  });
}
