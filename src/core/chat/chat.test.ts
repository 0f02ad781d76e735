import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachments';
import { lastSeenSeq, latestPage, mergeMessages } from './catch-up';
import { CHAT_LIMITS, CHAT_TIMINGS, isResumable, socketClosesAt, tokenExpiresAt, tokenLifetimeMs } from './limits';
import { chooseChatMode } from './mode';
import { canSendMessage, messageKeyAction } from './sending';

const HOUR = 3_600_000;

describe('chooseChatMode', () => {
  it.each([
    [true, false, 'production', null, 'agent'],
    [false, true, 'production', null, 'agent'],
    [false, false, 'production', null, 'chatbot'],
    [true, true, 'production', null, 'agent'],
    [true, false, 'production', 'chatbot', 'agent'],
    [false, false, 'production', 'agent', 'chatbot'],
    [true, false, 'non-production', 'chatbot', 'chatbot'],
    [false, false, 'non-production', 'agent', 'agent'],
    [false, false, 'non-production', 'nonsense', 'chatbot'],
    [true, false, 'non-production', undefined, 'agent'],
  ] as const)('open=%s agentSession=%s %s mode=%s -> %s', (open, agentSessionActive, environment, modeParam, mode) => {
    expect(chooseChatMode({ open, agentSessionActive, environment, modeParam })).toBe(mode);
  });
});

describe('limits and lifetimes', () => {
  it('keeps the limits of section 9', () => {
    expect(CHAT_LIMITS).toEqual({ nameMax: 128, emailMax: 128, feedbackMax: 140, pageSize: 20 });
    expect(CHAT_TIMINGS.pingMs).toBe(10_000);
    expect(CHAT_TIMINGS.nonceRefreshMs).toBe(60_000);
    expect(CHAT_TIMINGS.openStatusPollMs).toBe(60_000);
  });
  it.each([
    ['agent', 6 * HOUR],
    ['chatbot', 10 * 60_000],
  ] as const)('a %s token lives %i ms', (mode, ms) => {
    expect(tokenLifetimeMs(mode)).toBe(ms);
    expect(tokenExpiresAt(mode, 1000)).toBe(1000 + ms);
  });
  it.each([
    ['no session', 0, false, null],
    ['a session expiring at 5000', 4999, true, { expiration: 5000 }],
    ['a session expiring at 5000', 5000, false, { expiration: 5000 }],
    ['a session expiring at NaN', 0, false, { expiration: Number.NaN }],
  ])('%s at %i resumable=%s', (_name, now, ok, session) => expect(isResumable(session, now)).toBe(ok));
  it('closes a socket at the token expiry, at most 12 hours after it opened', () => {
    expect(socketClosesAt(0, 6 * HOUR)).toBe(6 * HOUR);
    expect(socketClosesAt(0, 20 * HOUR)).toBe(12 * HOUR);
  });
});

describe('sending', () => {
  it.each([
    ['Enter', false, false, 'send'],
    ['Enter', true, false, 'newline'],
    ['Enter', false, true, 'none'],
    ['a', false, false, 'none'],
  ] as const)('%s shift=%s composing=%s -> %s', (key, shift, composing, action) => {
    expect(messageKeyAction(key, shift, composing)).toBe(action);
  });
  it.each([
    ['', 0, false],
    ['   \n ', 0, false],
    ['', 1, true],
    ['hi', 0, true],
  ])('%j with %i files sendable=%s', (text, files, ok) => expect(canSendMessage(text, files)).toBe(ok));
});

describe('attachments', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 1000, null],
    ['scan.PNG', 'image/png', 1000, null],
    ['memo.amr', '', 1000, null],
    ['song.mp3', 'audio/mpeg', 1000, null],
    ['clip.mp4', 'video/mp4', 1000, null],
    ['statement.pdf', 'application/pdf', 1000, null],
    ['notes.txt', 'text/plain', 1000, null],
    ['macro.docx', '', 1000, 'type'],
    ['fake.pdf', 'application/x-msdownload', 1000, 'type'],
    ['noext', '', 1000, 'type'],
    ['empty.txt', 'text/plain', 0, 'empty'],
    ['big.pdf', 'application/pdf', 10_000_001, 'size'],
    ['edge.pdf', 'application/pdf', 10_000_000, null],
  ])('%s (%s, %i bytes) -> %s', (name, type, size, problem) => {
    expect(attachmentProblem({ name, type, size })).toBe(problem);
  });
});

describe('catch-up after a reconnect', () => {
  const m = (seq: number, body = `m${seq}`) => ({ seq, body });
  it('asks for messages after the last seen one', () => {
    expect(lastSeenSeq([])).toBe(0);
    expect(lastSeenSeq([m(3), m(1), m(7)])).toBe(7);
  });
  it('merges each message once, in order, the later copy winning', () => {
    expect(mergeMessages([m(1), m(2)], [m(4), m(2, 'again'), m(3)])).toEqual([m(1), m(2, 'again'), m(3), m(4)]);
  });
  it('pages the newest 20', () => {
    const all = Array.from({ length: 25 }, (_, i) => m(i + 1));
    const page = latestPage(all, CHAT_LIMITS.pageSize);
    expect(page.items.map((x) => x.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(page.older).toBe(true);
    expect(latestPage(all.slice(0, 3), 20).older).toBe(false);
  });
});
