import { useSyncExternalStore } from 'react';

/** A value registration keeps for the tab: in memory, and (with a key) in session storage. */
export interface SessionValue<T> {
  get: () => T;
  /** A value, or a function of the kept one; written to storage as JSON. */
  set: (update: T | ((kept: T) => T)) => void;
  /** Back to the initial value, and out of storage. */
  reset: () => void;
  /** The value in a component, which draws again when it changes. */
  use: () => T;
}

/**
 * A value held in memory as a store React reads with useSyncExternalStore, kept in this tab's
 * session storage under `key` (null: memory only). It reads storage as jotai's atomWithStorage
 * did, which it replaced (so the shell, which reads the journey origin on every page, loads no
 * state library): when first asked, and again when its first reader arrives, so a page after
 * sign-out sees the value gone; unchanged stored text gives the object read from it before.
 * `stored` picks what is written (the draft without its secrets); memory keeps the whole value.
 */
export function sessionValue<T>(
  key: string | null,
  initial: T,
  stored: (value: T) => unknown = (value) => value,
): SessionValue<T> {
  let value = initial;
  let ready = key === null;
  let lastText: string | null | undefined;
  let lastRead = initial;
  const listeners = new Set<() => void>();

  const read = () => {
    if (key === null) return;
    const text = window.sessionStorage.getItem(key);
    if (text !== lastText) {
      lastText = text;
      try {
        lastRead = text === null ? initial : (JSON.parse(text) as T);
      } catch {
        lastRead = initial;
      }
    }
    value = lastRead;
    ready = true;
  };
  const get = () => {
    if (!ready) read();
    return value;
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) read();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const put = (next: T, text: string | null) => {
    value = next;
    ready = true;
    if (key !== null && text === null) window.sessionStorage.removeItem(key);
    else if (key !== null) window.sessionStorage.setItem(key, text!);
    for (const listener of listeners) listener();
  };
  return {
    get,
    set: (update) => {
      const next = typeof update === 'function' ? (update as (kept: T) => T)(get()) : update;
      put(next, JSON.stringify(stored(next)));
    },
    reset: () => put(initial, null),
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
