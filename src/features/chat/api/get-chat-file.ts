import type { HttpClient } from '@/core/http/http-client';
import { chatTokenHeaders } from './chat-paths';

/** GET an attachment (its `url` as the message gives it) with the chat token in the header. */
export function getChatFile(http: HttpClient, token: string, url: string): Promise<Blob> {
  return http<Blob>('GET', url, { headers: chatTokenHeaders(token), external: true, responseType: 'blob' });
}
