import { randomBytes, randomUUID } from 'node:crypto';
import type { ChatConversationStatus } from '@/generated/types/chat-conversation-status';
import type { ChatMessage } from '@/generated/types/chat-message';
import type { ChatMode } from '@/generated/types/chat-mode';
import type { SandboxDb } from '../db';

/** A conversation as the sandbox keeps it (not a contract: no call answers it whole). */
export interface StoredConversation {
  id: string;
  token: string;
  tokenExpiresAt: number;
  mode: ChatMode;
  provider: 'twilio' | 'stream';
  status: ChatConversationStatus;
  name: string;
  email: string;
  org: string;
  applicationUuid: string | null;
  pageUrl: string;
  /** 'loan-officer' (offered to the referring loan officer first) or 'general'. */
  queue: string;
  loanOfficerName: string | null;
  agentId: string | null;
  channelId: string;
  contactId: string;
  createdAt: string;
}

type ConversationRow = {
  id: string;
  token: string;
  token_expires_at: number;
  mode: string;
  provider: string;
  status: string;
  name: string;
  email: string;
  org: string;
  application_uuid: string | null;
  page_url: string;
  queue: string;
  loan_officer_name: string | null;
  agent_id: string | null;
  channel_id: string;
  contact_id: string;
  created_at: string;
};

const toConversation = (r: ConversationRow): StoredConversation => ({
  id: r.id,
  token: r.token,
  tokenExpiresAt: r.token_expires_at,
  mode: r.mode as ChatMode,
  provider: r.provider as StoredConversation['provider'],
  status: r.status as ChatConversationStatus,
  name: r.name,
  email: r.email,
  org: r.org,
  applicationUuid: r.application_uuid,
  pageUrl: r.page_url,
  queue: r.queue,
  loanOfficerName: r.loan_officer_name,
  agentId: r.agent_id,
  channelId: r.channel_id,
  contactId: r.contact_id,
  createdAt: r.created_at,
});

export const newToken = (): string => randomBytes(24).toString('base64url');

export function createConversation(
  db: SandboxDb,
  fields: Omit<StoredConversation, 'id' | 'token' | 'channelId' | 'contactId'>,
): StoredConversation {
  const conversation: StoredConversation = {
    ...fields,
    id: `CH${randomUUID().replace(/-/g, '')}`,
    token: newToken(),
    channelId: randomUUID(),
    contactId: randomUUID(),
  };
  const c = conversation;
  db.run(
    `INSERT INTO chat_conversations (id, token, token_expires_at, mode, provider, status, name, email, org,
       application_uuid, page_url, queue, loan_officer_name, agent_id, channel_id, contact_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      c.id,
      c.token,
      c.tokenExpiresAt,
      c.mode,
      c.provider,
      c.status,
      c.name,
      c.email,
      c.org,
      c.applicationUuid,
      c.pageUrl,
      c.queue,
      c.loanOfficerName,
      c.agentId,
      c.channelId,
      c.contactId,
      c.createdAt,
    ],
  );
  return conversation;
}

export function conversationById(db: SandboxDb, id: string): StoredConversation | undefined {
  const row = db.get<ConversationRow>('SELECT * FROM chat_conversations WHERE id = ?', [id]);
  return row && toConversation(row);
}

export function conversationByToken(db: SandboxDb, token: string): StoredConversation | undefined {
  const row = db.get<ConversationRow>('SELECT * FROM chat_conversations WHERE token = ?', [token]);
  return row && toConversation(row);
}

export function conversationByChannel(db: SandboxDb, channelId: string): StoredConversation | undefined {
  const row = db.get<ConversationRow>('SELECT * FROM chat_conversations WHERE channel_id = ?', [channelId]);
  return row && toConversation(row);
}

export function listConversations(db: SandboxDb): StoredConversation[] {
  return db
    .all<ConversationRow>('SELECT * FROM chat_conversations ORDER BY created_at DESC, rowid DESC')
    .map(toConversation);
}

export function updateConversation(
  db: SandboxDb,
  id: string,
  change: Partial<Pick<StoredConversation, 'status' | 'queue' | 'token' | 'tokenExpiresAt' | 'agentId' | 'createdAt'>>,
): void {
  const columns: Record<string, string> = {
    status: 'status',
    queue: 'queue',
    token: 'token',
    tokenExpiresAt: 'token_expires_at',
    agentId: 'agent_id',
    createdAt: 'created_at',
  };
  const entries = Object.entries(change).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  db.run(`UPDATE chat_conversations SET ${entries.map(([k]) => `${columns[k]} = ?`).join(', ')} WHERE id = ?`, [
    ...entries.map(([, v]) => v as string | number),
    id,
  ]);
}

/** Appends a message with the next seq of its conversation. */
export function appendMessage(db: SandboxDb, conversationId: string, message: Omit<ChatMessage, 'seq'>): ChatMessage {
  const row = db.get<{ n: number | null }>('SELECT MAX(seq) AS n FROM chat_messages WHERE conversation_id = ?', [
    conversationId,
  ]);
  const stored: ChatMessage = { seq: (row?.n ?? 0) + 1, ...message };
  db.run('INSERT INTO chat_messages (conversation_id, seq, body) VALUES (?, ?, ?)', [
    conversationId,
    stored.seq,
    JSON.stringify(stored),
  ]);
  return stored;
}

/** Messages in seq order: every one after `after`, or the newest `limit` before `before`. */
export function readMessages(
  db: SandboxDb,
  conversationId: string,
  { after, before, limit }: { after?: number; before?: number; limit: number },
): { messages: ChatMessage[]; hasOlder: boolean } {
  const parse = (rows: { body: string }[]) => rows.map((r) => JSON.parse(r.body) as ChatMessage);
  if (after !== undefined) {
    const rows = db.all<{ body: string }>(
      'SELECT body FROM chat_messages WHERE conversation_id = ? AND seq > ? ORDER BY seq',
      [conversationId, after],
    );
    const messages = parse(rows);
    return { messages, hasOlder: false };
  }
  const rows = db.all<{ body: string; seq: number }>(
    'SELECT body, seq FROM chat_messages WHERE conversation_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
    [conversationId, before ?? Number.MAX_SAFE_INTEGER, limit + 1],
  );
  const hasOlder = rows.length > limit;
  return { messages: parse(rows.slice(0, limit).reverse()), hasOlder };
}

export function addLeftMessage(db: SandboxDb, conversationId: string, message: string, at: Date): void {
  db.run('INSERT INTO chat_left_messages (conversation_id, message, created_at) VALUES (?, ?, ?)', [
    conversationId,
    message,
    at.toISOString(),
  ]);
}

export function listLeftMessages(db: SandboxDb): { conversationId: string; message: string; createdAt: string }[] {
  return db
    .all<{ conversation_id: string; message: string; created_at: string }>(
      'SELECT conversation_id, message, created_at FROM chat_left_messages ORDER BY id DESC',
    )
    .map((r) => ({ conversationId: r.conversation_id, message: r.message, createdAt: r.created_at }));
}

export function saveNonce(db: SandboxDb, nonce: string, identityUuid: string, expiresAt: number): void {
  db.run('INSERT OR REPLACE INTO chat_nonces (nonce, identity_uuid, expires_at) VALUES (?, ?, ?)', [
    nonce,
    identityUuid,
    expiresAt,
  ]);
}

export function nonceOwner(db: SandboxDb, nonce: string, now: number): string | undefined {
  return db.get<{ identity_uuid: string }>('SELECT identity_uuid FROM chat_nonces WHERE nonce = ? AND expires_at > ?', [
    nonce,
    now,
  ])?.identity_uuid;
}

export function dropNonce(db: SandboxDb, nonce: string): void {
  db.run('DELETE FROM chat_nonces WHERE nonce = ?', [nonce]);
}

export function addFeedback(db: SandboxDb, conversationId: string, feedback: object, at: Date): void {
  db.run('INSERT INTO chat_feedback (conversation_id, body, created_at) VALUES (?, ?, ?)', [
    conversationId,
    JSON.stringify(feedback),
    at.toISOString(),
  ]);
}

export function listFeedback<T>(db: SandboxDb): T[] {
  return db
    .all<{ body: string }>('SELECT body FROM chat_feedback ORDER BY id DESC')
    .map((r) => JSON.parse(r.body) as T);
}
