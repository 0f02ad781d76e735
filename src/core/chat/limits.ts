import type { ChatMode } from '@/generated/types/chat-mode';

export type { ChatMode };

/** Chat constants of platform-services.md section 9 (limits and timings). */
export const CHAT_LIMITS = {
  nameMax: 128,
  emailMax: 128,
  feedbackMax: 140,
  /** Messages loaded at first; older ones on request. */
  pageSize: 20,
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const CHAT_TIMINGS = {
  agentTokenMs: 6 * HOUR,
  chatbotTokenMs: 10 * MINUTE,
  socketMaxMs: 12 * HOUR,
  pingMs: 10_000,
  nonceRefreshMs: MINUTE,
  openStatusPollMs: MINUTE,
} as const;

/** How long a chat token lives from when it was issued. */
export function tokenLifetimeMs(mode: ChatMode): number {
  return mode === 'agent' ? CHAT_TIMINGS.agentTokenMs : CHAT_TIMINGS.chatbotTokenMs;
}

/** When a token issued at `issuedAt` (epoch ms) expires. */
export function tokenExpiresAt(mode: ChatMode, issuedAt: number): number {
  return issuedAt + tokenLifetimeMs(mode);
}

/** A stored session resumes only while its token lives. */
export function isResumable(session: { expiration: number } | null | undefined, now: number): boolean {
  return !!session && Number.isFinite(session.expiration) && now < session.expiration;
}

/**
 * When an open socket must be closed: at the token's expiry, and never later than 12 hours
 * after it opened.
 */
export function socketClosesAt(openedAt: number, tokenExpiration: number): number {
  return Math.min(openedAt + CHAT_TIMINGS.socketMaxMs, tokenExpiration);
}
