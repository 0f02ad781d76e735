import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ChatAgentListResponse } from '@/generated/types/chat-agent-list-response';
import type { ChatHistoryQuery } from '@/generated/types/chat-history-query';
import type { ChatHistoryResponse } from '@/generated/types/chat-history-response';
import type { ChatInitRequest } from '@/generated/types/chat-init-request';
import type { ChatInitResponse } from '@/generated/types/chat-init-response';
import type { ChatLeaveMessageRequest } from '@/generated/types/chat-leave-message-request';
import type { ChatNonceQuery } from '@/generated/types/chat-nonce-query';
import type { ChatTokenRequest } from '@/generated/types/chat-token-request';
import type { ChatbotFeedbackRequest } from '@/generated/types/chatbot-feedback-request';
import type { ChatbotMessageRequest } from '@/generated/types/chatbot-message-request';
import type { ChatbotReplyResponse } from '@/generated/types/chatbot-reply-response';
import type { WebChatInfoRequest } from '@/generated/types/web-chat-info-request';
import { CHAT_LIMITS, CHAT_TIMINGS, tokenExpiresAt } from '../../core/chat/limits';
import { maskPersonalData } from '../../core/chat/masking';
import { nextOpening, pacificWhen } from '../../core/chat/next-opening';
import { authenticate } from '../auth/authenticate';
import { isOpenAt } from '../business-hours';
import { chatService } from '../chat/chat-service';
import {
  addFeedback,
  addLeftMessage,
  conversationByChannel,
  conversationByToken,
  createConversation,
  dropNonce,
  newToken,
  nonceOwner,
  readMessages,
  saveNonce,
  updateConversation,
  type StoredConversation,
} from '../chat/chat-store';
import { chatbotAnswer } from '../chat/chatbot';
import { referringLoanOfficer } from '../chat/chat-context';
import { chatConversation } from '../chat/chat-token';
import { HttpError } from '../http-error';
import { registerChatConsoleRoutes } from './chat-console';
import { brandFor } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { readWeek } from '../stores/hours-store';
import { fillTemplate } from '../../core/text/template';

const CSP = '/service-csp/external/api/v1/twilio';
const SECURE = '/service-csp/customer/secure/api/v1/webchat';
const BOT = '/service-chat-chatbot/external/api/v1/message';
const OMNI = '/service-omni-proxy';
function checkNonce(ctx: SandboxContext, nonce: string | undefined): void {
  if (nonce !== undefined && !nonceOwner(ctx.db, nonce, ctx.now().getTime())) {
    throw new HttpError(400, 'nonce is unknown or expired', [{ pointer: '/nonce', message: 'is unknown or expired' }]);
  }
}

/** The chat calls of platform-services.md section 7, against the sandbox's conversations; and the agent console. */
export function registerChatRoutes(app: Hono, ctx: SandboxContext): void {
  const chat = () => chatService(ctx);

  function init(provider: StoredConversation['provider']) {
    return async (c: Context) => {
      const body = await ctx.validator.body<ChatInitRequest>(c, 'chat-init-request');
      const brand = brandFor(ctx.brands, body.orgCode);
      checkNonce(ctx, body.nonce);
      const now = ctx.now();
      const lo = referringLoanOfficer(ctx, body.applicationUuid);
      const conversation = createConversation(ctx.db, {
        tokenExpiresAt: tokenExpiresAt(body.chatMode, now.getTime()),
        mode: body.chatMode,
        provider,
        status: body.chatMode === 'agent' ? 'waiting' : 'active',
        name: body.name,
        email: body.email,
        org: brand.orgCode,
        applicationUuid: body.applicationUuid ?? null,
        pageUrl: body.pageUrl,
        queue: lo ? 'loan-officer' : 'general',
        loanOfficerName: lo,
        agentId: body.agentId ?? null,
        createdAt: now.toISOString(),
      });
      if (body.chatMode === 'chatbot') greet(conversation.id, now);
      const answer: ChatInitResponse = {
        token: conversation.token,
        conversationSid: conversation.id,
        omniProxyChannelId: conversation.channelId,
        expiration: conversation.tokenExpiresAt,
        chatMode: conversation.mode,
        ...(provider === 'stream'
          ? { streamChannelId: conversation.channelId, streamUserId: conversation.contactId }
          : {}),
      };
      return c.json(answer);
    };
  }

  /** The chatbot's first words: it is an automated assistant; out of hours, when people are back. */
  function greet(conversationId: string, now: Date): void {
    const { script } = chat();
    chat().post(conversationId, { author: 'bot', body: script.assistantNotice });
    const week = readWeek(ctx.db, 'OPS_CHAT') ?? [];
    if (isOpenAt(week, now)) return;
    const back = nextOpening(week, now);
    const away = back ? fillTemplate(script.outOfHours, { backAt: pacificWhen(back) }) : script.closedForNow;
    chat().post(conversationId, { author: 'bot', body: `${away} ${script.leaveMessageOffer}` });
  }

  app.post(`${CSP}/initWebChat`, init('twilio'));
  app.post(`${OMNI}/insecure/api/v1/stream/init-web-chat`, init('stream'));

  app.post(`${CSP}/refreshToken`, async (c) => {
    const { token } = await ctx.validator.body<ChatTokenRequest>(c, 'chat-token-request');
    const conversation = conversationByTokenOrThrow(token);
    const next = { token: newToken(), tokenExpiresAt: tokenExpiresAt(conversation.mode, ctx.now().getTime()) };
    updateConversation(ctx.db, conversation.id, next);
    return c.json({ token: next.token, expiration: next.tokenExpiresAt });
  });

  function conversationByTokenOrThrow(token: string): StoredConversation {
    const conversation = conversationByToken(ctx.db, token);
    if (!conversation || conversation.tokenExpiresAt <= ctx.now().getTime())
      throw new HttpError(401, 'Token state is invalid.');
    return conversation;
  }

  app.post(`${CSP}/web-chat-info`, async (c) => {
    const { omniProxyChannelId } = await ctx.validator.body<WebChatInfoRequest>(c, 'web-chat-info-request');
    const conversation = conversationByChannel(ctx.db, omniProxyChannelId);
    if (!conversation) throw new HttpError(404, 'Contact ID not available');
    return c.json({ contactId: conversation.contactId });
  });

  app.post(`${SECURE}/authenticate`, (c) => {
    const { identity } = authenticate(c, ctx);
    const nonce = randomBytes(18).toString('base64url');
    saveNonce(ctx.db, nonce, identity.uuid, ctx.now().getTime() + 2 * CHAT_TIMINGS.nonceRefreshMs);
    return c.json({ nonce });
  });

  app.put(`${SECURE}/refresh`, (c) => {
    const { identity } = authenticate(c, ctx);
    const { nonce } = ctx.validator.query<ChatNonceQuery>(c, 'chat-nonce-query');
    if (nonceOwner(ctx.db, nonce, ctx.now().getTime()) !== identity.uuid) {
      throw new HttpError(400, 'nonce is unknown or expired', [
        { pointer: '/nonce', message: 'is unknown or expired' },
      ]);
    }
    dropNonce(ctx.db, nonce);
    const next = randomBytes(18).toString('base64url');
    saveNonce(ctx.db, next, identity.uuid, ctx.now().getTime() + 2 * CHAT_TIMINGS.nonceRefreshMs);
    return c.json({ nonce: next });
  });

  app.get(`${BOT}/getChatHistory/:conversationId`, (c) => {
    const conversation = chatConversation(c, ctx, c.req.param('conversationId'));
    const query = ctx.validator.query<ChatHistoryQuery>(c, 'chat-history-query');
    const page = readMessages(ctx.db, conversation.id, {
      after: query.after === undefined ? undefined : Number(query.after),
      before: query.before === undefined ? undefined : Number(query.before),
      limit: query.limit === undefined ? CHAT_LIMITS.pageSize : Number(query.limit),
    });
    const answer: ChatHistoryResponse = {
      conversationId: conversation.id,
      status: conversation.status,
      chatMode: conversation.mode,
      ...page,
    };
    return c.json(answer);
  });

  app.post(`${BOT}/chatWithAutobot`, async (c) => {
    const body = await ctx.validator.body<ChatbotMessageRequest>(c, 'chatbot-message-request');
    const conversation = chatConversation(c, ctx, body.conversationId);
    checkNonce(ctx, body.nonce);
    if (conversation.mode !== 'chatbot') throw new HttpError(409, 'This conversation is with an agent');
    if (conversation.status === 'ended' || conversation.status === 'frozen') {
      throw new HttpError(409, `The conversation is ${conversation.status}`);
    }
    const { text, masked } = maskPersonalData(body.message, ctx.now().getUTCFullYear());
    const sent = chat().post(conversation.id, {
      author: 'borrower',
      authorName: conversation.name,
      body: text,
      ...(masked.length ? { masked } : {}),
    });
    const { questionId, answer } = chatbotAnswer(chat().script, text);
    const reply = chat().post(conversation.id, { author: 'bot', body: answer, questionId });
    const response: ChatbotReplyResponse = {
      questionId,
      questionStr: text,
      responseStr: answer,
      createdDt: reply.createdAt,
      sent,
      reply,
    };
    return c.json(response);
  });

  app.post(`${BOT}/setChatReplyUsedWithFeedback`, async (c) => {
    const body = await ctx.validator.body<ChatbotFeedbackRequest>(c, 'chatbot-feedback-request');
    const conversation = chatConversation(c, ctx, body.conversationId);
    checkNonce(ctx, body.nonce);
    if (body.helpful === false && body.reason === undefined) {
      throw new HttpError(400, 'reason is required for a thumbs down', [
        { pointer: '/reason', message: 'is required' },
      ]);
    }
    addFeedback(ctx.db, conversation.id, body, ctx.now());
    return c.body(null, 204);
  });

  app.post(`${BOT}/leaveMessage`, async (c) => {
    const body = await ctx.validator.body<ChatLeaveMessageRequest>(c, 'chat-leave-message-request');
    const conversation = chatConversation(c, ctx, body.conversationId);
    const { text } = maskPersonalData(body.message, ctx.now().getUTCFullYear());
    addLeftMessage(ctx.db, conversation.id, text, ctx.now());
    return c.body(null, 204);
  });

  app.post(`${OMNI}/secure/api/v1/stream/admin/agent/onboarding/all`, (c) => {
    const answer: ChatAgentListResponse = {
      agents: [
        { agentId: 'agent-avery', name: 'Avery (general queue)' },
        { agentId: 'agent-jordan', name: 'Jordan (general queue)' },
      ],
    };
    return c.json(answer);
  });

  registerChatConsoleRoutes(app, ctx);
}
