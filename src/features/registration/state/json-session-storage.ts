import type { SyncStorage, SyncStringStorage } from 'jotai/vanilla/utils/atomWithStorage';

/**
 * JSON kept in a string store, for `atomWithStorage`; jotai's `createJSONStorage` without two
 * costs at the first step's hydration (docs/performance.md, 2026-12-07):
 * - a key with nothing stored is the initial value at once. jotai parses `''` and catches the
 *   SyntaxError; the first one a page throws cost 5 to 20 ms at 4x CPU, inside the commit that
 *   Lighthouse's TBT counted;
 * - no `storage` event listener: session storage belongs to this tab alone.
 * The value parsed last is handed out again while the text is the same, as jotai does, so the
 * atom's mount does not store a new copy of the same answers.
 */
export function jsonSessionStorage<Value>(strings: () => SyncStringStorage): SyncStorage<Value> {
  let lastText: string | null = null;
  let lastValue: Value;
  return {
    getItem(key, initialValue) {
      const text = strings().getItem(key);
      if (text === null) return initialValue;
      if (text !== lastText) {
        try {
          lastValue = JSON.parse(text) as Value;
        } catch {
          return initialValue;
        }
        lastText = text;
      }
      return lastValue;
    },
    setItem: (key, value) => strings().setItem(key, JSON.stringify(value)),
    removeItem: (key) => strings().removeItem(key),
  };
}
