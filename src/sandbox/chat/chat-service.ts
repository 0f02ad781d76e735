import type { WebSocket } from 'ws';
import type { ChatQueueFallback } from '@/generated/types/chat-queue-fallback';
import type { ChatbotScript } from '@/generated/types/chatbot';
import type { ChatMessage } from '@/generated/types/chat-message';
import type { ChatSocketServerFrame } from '@/generated/types/chat-socket-server-frame';
import type { SandboxContext } from '../sandbox-context';
import type { SchemaRegistry } from '../schema-registry';
import { appendMessage, conversationById, updateConversation, type StoredConversation } from './chat-store';
import { fallsBackToGeneral } from '../../core/chat/queue-fallback';
import { loadChatbotScript, loadQueueFallback } from './chatbot';

/**
 * What the chat routes and the socket share: the chatbot's script and the open sockets of each
 * conversation, so a message or a status change from any side reaches every borrower tab live.
 */
export interface ChatService {
  readonly script: ChatbotScript;
  sockets: Map<string, Set<WebSocket>>;
  /** Stores a message, then sends it to the conversation's open sockets. */
  post(conversationId: string, message: Omit<ChatMessage, 'seq' | 'createdAt'>): ChatMessage;
  setStatus(conversation: StoredConversation, status: StoredConversation['status']): void;
  /**
   * Passes a loan officer's chat nobody answered in time to the general queue and tells the
   * borrower (flows/chat/queue-fallback.json). Checked on every socket ping and console listing,
   * so it happens by itself. True when it moved the chat.
   */
  fallBackIfDue(conversationId: string): boolean;
  /** Closes the conversation's sockets from the server side (the console's and tests' "drop"). */
  drop(conversationId: string): number;
}

const services = new WeakMap<SandboxContext, ChatService>();

export function attachChatService(ctx: SandboxContext, rootDir: string, schemas: SchemaRegistry): void {
  const sockets = new Map<string, Set<WebSocket>>();
  const send = (conversationId: string, frame: ChatSocketServerFrame) => {
    const text = JSON.stringify(frame);
    for (const ws of sockets.get(conversationId) ?? []) if (ws.readyState === ws.OPEN) ws.send(text);
  };
  let script: ChatbotScript | undefined;
  let fallback: ChatQueueFallback | undefined;
  services.set(ctx, {
    // Read on first use, so a sandbox whose root has no chat script still starts (unit tests).
    get script() {
      return (script ??= loadChatbotScript(rootDir, schemas));
    },
    sockets,
    post(conversationId, message) {
      const stored = appendMessage(ctx.db, conversationId, { ...message, createdAt: ctx.now().toISOString() });
      send(conversationId, { type: 'message', message: stored });
      return stored;
    },
    setStatus(conversation, status) {
      updateConversation(ctx.db, conversation.id, { status });
      send(conversation.id, { type: 'status', status });
    },
    fallBackIfDue(conversationId) {
      const conversation = conversationById(ctx.db, conversationId);
      if (!conversation) return false;
      fallback ??= loadQueueFallback(rootDir, schemas);
      if (!fallsBackToGeneral(conversation, ctx.now(), fallback.officerWaitSeconds)) return false;
      updateConversation(ctx.db, conversationId, { queue: 'general' });
      this.post(conversationId, { author: 'system', authorName: '', body: fallback.notice });
      return true;
    },
    drop(conversationId) {
      const open = [...(sockets.get(conversationId) ?? [])];
      // 1012 "service restart": the widget treats any close it did not ask for as a lost connection.
      for (const ws of open) ws.close(1012, 'dropped by the sandbox');
      return open.length;
    },
  });
}

export function chatService(ctx: SandboxContext): ChatService {
  const service = services.get(ctx);
  if (!service) throw new Error('Chat service not attached to this sandbox');
  return service;
}

export function requireConversation(ctx: SandboxContext, id: string): StoredConversation | undefined {
  return conversationById(ctx.db, id);
}
