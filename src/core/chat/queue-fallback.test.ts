import { describe, expect, it } from 'vitest';
import { fallsBackToGeneral } from './queue-fallback';

const started = '2026-11-24T17:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(started) + seconds * 1000);
const chat = { queue: 'loan-officer', status: 'waiting', createdAt: started };

describe('fallsBackToGeneral', () => {
  it('keeps the chat with the loan officer until the wait is over', () => {
    expect(fallsBackToGeneral(chat, at(0), 120)).toBe(false);
    expect(fallsBackToGeneral(chat, at(119.999), 120)).toBe(false);
  });
  it('passes it to the general queue once the wait is over', () => {
    expect(fallsBackToGeneral(chat, at(120), 120)).toBe(true);
    expect(fallsBackToGeneral(chat, at(3600), 120)).toBe(true);
  });
  it('leaves answered, ended or frozen chats alone', () => {
    for (const status of ['active', 'ended', 'frozen']) {
      expect(fallsBackToGeneral({ ...chat, status }, at(3600), 120)).toBe(false);
    }
  });
  it('leaves chats already in the general queue alone', () => {
    expect(fallsBackToGeneral({ ...chat, queue: 'general' }, at(3600), 120)).toBe(false);
  });
  it('refuses a start time it cannot read', () => {
    expect(() => fallsBackToGeneral({ ...chat, createdAt: 'yesterday' }, at(0), 120)).toThrow(
      "Invalid chat start time 'yesterday'",
    );
  });
});
