import { describe, expect, it, vi } from 'vitest';
import { jsonSessionStorage } from './json-session-storage';

function strings(initial: Record<string, string> = {}) {
  const kept = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => kept.get(key) ?? null),
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

describe('jsonSessionStorage', () => {
  it('gives the initial value for a key with nothing stored, without parsing (no SyntaxError thrown)', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const initial = { answers: 0 };
    expect(jsonSessionStorage<typeof initial>(() => strings()).getItem('draft', initial)).toBe(initial);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('hands out the same value while the stored text is the same, a new one when it changes', () => {
    const backing = strings({ draft: '{"email":"a@b.example"}' });
    const storage = jsonSessionStorage<{ email?: string }>(() => backing);
    const first = storage.getItem('draft', {});
    expect(first).toEqual({ email: 'a@b.example' });
    expect(storage.getItem('draft', {})).toBe(first);
    storage.setItem('draft', { email: 'c@d.example' });
    expect(storage.getItem('draft', {})).toEqual({ email: 'c@d.example' });
  });

  it('gives the initial value for text that is not JSON, and forgets a removed key', () => {
    const backing = strings({ draft: '{"email":' });
    const storage = jsonSessionStorage<object | null>(() => backing);
    expect(storage.getItem('draft', null)).toBeNull();
    storage.setItem('draft', { a: 1 });
    storage.removeItem('draft');
    expect(storage.getItem('draft', null)).toBeNull();
  });

  it("does not listen for other tabs: session storage is this tab's alone", () => {
    expect(jsonSessionStorage(() => strings()).subscribe).toBeUndefined();
  });
});
