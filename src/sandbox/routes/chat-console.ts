import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { ChatAttachment } from '@/generated/types/chat-attachment';
import type { ChatAttachmentRequest } from '@/generated/types/chat-attachment-request';
import type { ChatbotFeedbackRequest } from '@/generated/types/chatbot-feedback-request';
import type { SandboxChatAgentMessageRequest } from '@/generated/types/sandbox-chat-agent-message-request';
import type { SandboxChatAgeRequest } from '@/generated/types/sandbox-chat-age-request';
import type { SandboxChatConversationList } from '@/generated/types/sandbox-chat-conversation-list';
import { attachmentProblem } from '../../core/chat/attachments';
import { maskPersonalData } from '../../core/chat/masking';
import { applicationContext } from '../chat/chat-context';
import { chatService } from '../chat/chat-service';
import {
  conversationById,
  listConversations,
  listFeedback,
  listLeftMessages,
  readMessages,
  updateConversation,
  type StoredConversation,
} from '../chat/chat-store';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { chatConversation } from '../chat/chat-token';

const CONSOLE_DIR = fileURLToPath(new URL('../chat/console/', import.meta.url));
const CONTROL = '/__sandbox/chat/conversations';
const FILE_NAME = /^[\w .()-]{1,255}$/;

/**
 * Stores files sent by either side under uploads/chat/<conversation>/, after the same type and
 * size checks the widget makes; answers what the message lists.
 */
function storeFiles(
  ctx: SandboxContext,
  conversationId: string,
  files: ChatAttachmentRequest['files'],
): ChatAttachment[] {
  const dir = join(ctx.uploadsDir, 'chat', conversationId);
  return files.map((file, index) => {
    const bytes = Buffer.from(file.content, 'base64');
    const name = basename(file.name);
    const pointer = `/files/${index}`;
    if (!FILE_NAME.test(name))
      throw new HttpError(400, `${pointer}/name is not a plain file name`, [
        { pointer: `${pointer}/name`, message: 'is not a plain file name' },
      ]);
    const problem = attachmentProblem({ name, type: file.type, size: bytes.length });
    if (problem)
      throw new HttpError(400, `${pointer} refused: ${problem}`, [{ pointer, message: `refused: ${problem}` }]);
    mkdirSync(dir, { recursive: true });
    const stored = `${Date.now()}-${index}-${name}`;
    writeFileSync(join(dir, stored), bytes);
    return {
      name,
      type: file.type,
      size: bytes.length,
      url: `/service-omni-proxy/insecure/api/v1/chat/${conversationId}/files/${encodeURIComponent(stored)}`,
    };
  });
}

/**
 * The agent console (`/__sandbox/agent`, sandbox only, never in dist/) and its control API, which
 * tests call directly: list conversations with their context, answer, send a file, end, freeze,
 * pass a loan officer's chat to the general queue, age a conversation (its start moved back), and
 * drop the borrower's socket.
 */
export function registerChatConsoleRoutes(app: Hono, ctx: SandboxContext): void {
  const asset = (file: string, type: string) => () =>
    new Response(readFileSync(join(CONSOLE_DIR, file)), { headers: { 'content-type': type } });
  app.get('/__sandbox/agent', asset('agent.html', 'text/html; charset=utf-8'));
  app.get('/__sandbox/agent/console.js', asset('agent-console.js', 'text/javascript; charset=utf-8'));
  app.get('/__sandbox/agent/console.css', asset('agent-console.css', 'text/css; charset=utf-8'));

  const find = (id: string): StoredConversation => {
    const conversation = conversationById(ctx.db, id);
    if (!conversation) throw new HttpError(404, `Unknown conversation '${id}'`);
    return conversation;
  };
  const open = (id: string): StoredConversation => {
    const conversation = find(id);
    if (conversation.status === 'ended' || conversation.status === 'frozen') {
      throw new HttpError(409, `The conversation is ${conversation.status}`);
    }
    return conversation;
  };

  app.get(CONTROL, (c) => {
    const left = listLeftMessages(ctx.db);
    for (const conv of listConversations(ctx.db)) chatService(ctx).fallBackIfDue(conv.id);
    const conversations = listConversations(ctx.db);
    const byId = new Map(conversations.map((conv) => [conv.id, conv]));
    const answer: SandboxChatConversationList = {
      conversations: conversations.map((conv) => ({
        conversationId: conv.id,
        status: conv.status,
        chatMode: conv.mode,
        name: conv.name,
        email: conv.email,
        org: conv.org,
        ...(conv.applicationUuid ? { applicationUuid: conv.applicationUuid } : {}),
        ...applicationContext(ctx, conv.applicationUuid),
        pageUrl: conv.pageUrl,
        queue: conv.queue,
        ...(conv.loanOfficerName ? { loanOfficerName: conv.loanOfficerName } : {}),
        ...(conv.agentId ? { agentId: conv.agentId } : {}),
        createdAt: conv.createdAt,
        messages: readMessages(ctx.db, conv.id, { limit: 100 }).messages,
      })),
      leftMessages: left.map((m) => ({
        ...m,
        name: byId.get(m.conversationId)?.name ?? '',
        email: byId.get(m.conversationId)?.email ?? '',
      })),
      feedback: listFeedback<ChatbotFeedbackRequest>(ctx.db),
    };
    return c.json(answer);
  });

  app.post(`${CONTROL}/:id/messages`, async (c) => {
    const conversation = open(c.req.param('id'));
    const body = await ctx.validator.body<SandboxChatAgentMessageRequest>(c, 'sandbox-chat-agent-message-request');
    if (conversation.status === 'waiting') chatService(ctx).setStatus(conversation, 'active');
    const message = chatService(ctx).post(conversation.id, {
      author: 'agent',
      authorName: body.agentName ?? 'Agent',
      body: maskPersonalData(body.body, ctx.now().getUTCFullYear()).text,
    });
    return c.json(message, 201);
  });

  app.post(`${CONTROL}/:id/files`, async (c) => {
    const conversation = open(c.req.param('id'));
    const body = await ctx.validator.body<ChatAttachmentRequest>(c, 'chat-attachment-request');
    const attachments = storeFiles(ctx, conversation.id, body.files);
    const message = chatService(ctx).post(conversation.id, {
      author: 'agent',
      authorName: 'Agent',
      body: body.body ?? '',
      attachments,
    });
    return c.json(message, 201);
  });

  for (const [action, status] of [
    ['end', 'ended'],
    ['freeze', 'frozen'],
  ] as const) {
    app.post(`${CONTROL}/:id/${action}`, (c) => {
      const conversation = find(c.req.param('id'));
      chatService(ctx).setStatus(conversation, status);
      return c.body(null, 204);
    });
  }

  app.post(`${CONTROL}/:id/general`, (c) => {
    updateConversation(ctx.db, find(c.req.param('id')).id, { queue: 'general' });
    return c.body(null, 204);
  });

  // As if the conversation had begun `seconds` earlier; the next listing or socket ping then
  // applies the loan officer's wait (the queue fallback) as it would have by itself.
  app.post(`${CONTROL}/:id/age`, async (c) => {
    const conversation = find(c.req.param('id'));
    const body = await ctx.validator.body<SandboxChatAgeRequest>(c, 'sandbox-chat-age-request');
    const createdAt = new Date(Date.parse(conversation.createdAt) - body.seconds * 1000).toISOString();
    updateConversation(ctx.db, conversation.id, { createdAt });
    return c.body(null, 204);
  });

  app.post(`${CONTROL}/:id/drop`, (c) => {
    chatService(ctx).drop(find(c.req.param('id')).id);
    return c.body(null, 204);
  });

  // The borrower's files (with optional text), checked like the widget checks them.
  app.post('/service-omni-proxy/insecure/api/v1/chat/:id/messages', async (c) => {
    const conversation = chatConversation(c, ctx, c.req.param('id'));
    if (conversation.status === 'ended' || conversation.status === 'frozen') {
      throw new HttpError(409, `The conversation is ${conversation.status}`);
    }
    const body = await ctx.validator.body<ChatAttachmentRequest>(c, 'chat-attachment-request');
    const attachments = storeFiles(ctx, conversation.id, body.files);
    const { text, masked } = maskPersonalData(body.body ?? '', ctx.now().getUTCFullYear());
    const message = chatService(ctx).post(conversation.id, {
      author: 'borrower',
      authorName: conversation.name,
      body: text,
      attachments,
      ...(masked.length ? { masked } : {}),
    });
    return c.json(message, 201);
  });

  app.get('/service-omni-proxy/insecure/api/v1/chat/:id/files/:file', (c) => {
    const conversation = chatConversation(c, ctx, c.req.param('id'));
    const file = basename(c.req.param('file'));
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(ctx.uploadsDir, 'chat', conversation.id, file));
    } catch {
      throw new HttpError(404, 'No such file');
    }
    return new Response(new Uint8Array(bytes), {
      headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${file}"` },
    });
  });
}
