import type { Context } from 'hono';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { conversationById, type StoredConversation } from './chat-store';

/** The chat token travels in this header (the borrower's own Authorization may be there too). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

/**
 * The conversation whose token the request's header carries; 401 when missing, wrong or expired.
 * Never from the address: a token in a URL is kept in history, server logs and Referer headers.
 */
export function chatConversation(c: Context, ctx: SandboxContext, id: string): StoredConversation {
  const conversation = conversationById(ctx.db, id);
  if (!conversation) throw new HttpError(404, `Unknown conversation '${id}'`);
  const token = c.req.header(CHAT_TOKEN_HEADER) ?? '';
  if (token !== conversation.token || conversation.tokenExpiresAt <= ctx.now().getTime())
    throw new HttpError(401, 'Token state is invalid.');
  return conversation;
}
