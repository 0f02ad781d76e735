import { describe, expect, it, vi } from 'vitest';
import { createAnnouncer, ANNOUNCEMENT_CLEAR_MS } from './announcer';
import {
  isLeaveSurveyScreen,
  LEAVE_SURVEY_LOGOUT_DELAY_MS,
  rememberLeaveSurvey,
  shouldAskLeaveSurvey,
} from './leave-survey';
import { createModalRegistry } from './modal-registry';

describe('modal registry', () => {
  it('refuses a duplicate open id in development with a developer error', () => {
    const registry = createModalRegistry({ development: true, warn: vi.fn() });
    const close = registry.register('feedback');
    expect(() => registry.register('feedback')).toThrow('Duplicate modal id "feedback"');
    close();
    expect(registry.isOpen('feedback')).toBe(false);
    expect(() => registry.register('feedback')).not.toThrow();
  });

  it('only warns in production', () => {
    const warn = vi.fn();
    const registry = createModalRegistry({ development: false, warn });
    registry.register('a');
    expect(() => registry.register('a')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Duplicate modal id "a"'));
  });
});

describe('announcer', () => {
  it('clears an announcement 300 ms after it is made, and restarts on a new one', () => {
    vi.useFakeTimers();
    try {
      const texts: string[] = [];
      const announcer = createAnnouncer(
        { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
        (text) => texts.push(text),
      );
      expect(ANNOUNCEMENT_CLEAR_MS).toBe(300);
      announcer.announce('Sent');
      vi.advanceTimersByTime(299);
      expect(texts).toEqual(['Sent']);
      announcer.announce('Sent again');
      vi.advanceTimersByTime(299);
      expect(texts).toEqual(['Sent', 'Sent again']);
      vi.advanceTimersByTime(1);
      expect(texts).toEqual(['Sent', 'Sent again', '']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('leave survey', () => {
  const uuid = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  it.each([
    [`/account/heloc/${uuid}/liens`, true],
    [`/account/heloc/${uuid}/product/select`, true],
    [`/account/heloc/${uuid}/product/select/confirm`, true],
    [`/account/heloc/${uuid}/identity`, true],
    [`/account/heloc/${uuid}/signing/sign`, true],
    [`/account/heloc/${uuid}/income/review`, false],
    [`/account/heloc/${uuid}/product/assets`, false],
    ['/dashboard', false],
    ['/account/heloc/register-v2/liens', false],
  ])('%s asks: %s', (path, asks) => expect(isLeaveSurveyScreen(path)).toBe(asks));

  it('runs once per browser', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const path = `/account/heloc/${uuid}/liens`;
    expect(shouldAskLeaveSurvey(path, storage)).toBe(true);
    rememberLeaveSurvey(storage, new Date('2026-11-24T10:00:00Z'));
    expect(shouldAskLeaveSurvey(path, storage)).toBe(false);
  });

  it('lets the logout proceed about 0.75 s after it closes', () => expect(LEAVE_SURVEY_LOGOUT_DELAY_MS).toBe(750));
});
