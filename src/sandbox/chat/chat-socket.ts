import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChatSocketClientFrame } from '@/generated/types/chat-socket-client-frame';
import type { ChatSocketServerFrame } from '@/generated/types/chat-socket-server-frame';
import { socketClosesAt, CHAT_TIMINGS } from '../../core/chat/limits';
import { maskPersonalData } from '../../core/chat/masking';
import type { SandboxContext } from '../sandbox-context';
import { chatService } from './chat-service';
import { conversationByToken } from './chat-store';

/** Where the widget opens its socket (same origin; the token is a query parameter). */
export const CHAT_SOCKET_PATH = '/service-omni-proxy/socket';

/** Close codes the widget reads: the token is unknown or expired, or a frame was not understood. */
export const CLOSE_TOKEN_INVALID = 4401;
export const CLOSE_TOKEN_EXPIRED = 4408;
const CLOSE_BAD_FRAME = 1007;

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/**
 * The chat's real-time socket (ws): the borrower's messages in, messages and status changes out.
 * A ping every 10 seconds keeps it alive (and ends a peer that stops answering); it closes when
 * the token expires, and never lives longer than 12 hours.
 */
export function chatUpgradeHandler(ctx: SandboxContext): UpgradeHandler {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  return (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== CHAT_SOCKET_PATH) return false;
    wss.handleUpgrade(req, socket, head, (ws) => connect(ctx, ws, url.searchParams.get('token') ?? ''));
    return true;
  };
}

function connect(ctx: SandboxContext, ws: WebSocket, token: string): void {
  const now = ctx.now().getTime();
  const conversation = token ? conversationByToken(ctx.db, token) : undefined;
  if (!conversation || conversation.tokenExpiresAt <= now) {
    ws.close(CLOSE_TOKEN_INVALID, 'Token state is invalid');
    return;
  }
  const chat = chatService(ctx);
  const id = conversation.id;
  let set = chat.sockets.get(id);
  if (!set) chat.sockets.set(id, (set = new Set()));
  set.add(ws);

  let alive = true;
  ws.on('pong', () => (alive = true));
  const ping = setInterval(() => {
    if (!alive) return ws.terminate();
    chat.fallBackIfDue(id);
    alive = false;
    ws.ping();
  }, CHAT_TIMINGS.pingMs);
  const expiry = setTimeout(
    () => ws.close(CLOSE_TOKEN_EXPIRED, 'Token expired'),
    Math.max(0, socketClosesAt(now, conversation.tokenExpiresAt) - now),
  );
  ws.on('close', () => {
    clearInterval(ping);
    clearTimeout(expiry);
    set.delete(ws);
  });

  const status: ChatSocketServerFrame = { type: 'status', status: conversation.status };
  ws.send(JSON.stringify(status));

  ws.on('message', (data) => {
    let frame: ChatSocketClientFrame;
    try {
      frame = ctx.validator.value<ChatSocketClientFrame>(JSON.parse(String(data)), 'chat-socket-client-frame', 'Frame');
    } catch {
      ws.close(CLOSE_BAD_FRAME, 'Frame not understood');
      return;
    }
    if (frame.type === 'ping') {
      const pong: ChatSocketServerFrame = { type: 'pong' };
      ws.send(JSON.stringify(pong));
      return;
    }
    if (frame.type !== 'message') return;
    const current = conversationByToken(ctx.db, token);
    if (!current || current.tokenExpiresAt <= ctx.now().getTime()) {
      ws.close(CLOSE_TOKEN_INVALID, 'Token state is invalid');
      return;
    }
    if (current.status === 'ended' || current.status === 'frozen') return;
    const { text, masked } = maskPersonalData(frame.body, ctx.now().getUTCFullYear());
    chat.post(id, {
      author: 'borrower',
      authorName: current.name,
      body: text,
      ...(masked.length ? { masked } : {}),
    });
    void ctx.db.persistIfDirty();
  });
}
