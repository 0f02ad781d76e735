import { describe, expect, it } from 'vitest';
import { addToast, autoCloses, EMPTY_TOASTS, MAX_VISIBLE_TOASTS, removeToast, visibleToasts } from './toast-queue';

describe('toast queue', () => {
  it('shows at most 5, oldest first, and the next one as one closes', () => {
    let queue = EMPTY_TOASTS;
    for (let i = 1; i <= 7; i += 1) queue = addToast(queue, 'success', `message ${i}`);
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(visibleToasts(queue).map((t) => t.message)).toEqual([1, 2, 3, 4, 5].map((i) => `message ${i}`));
    queue = removeToast(queue, visibleToasts(queue)[1]!.id);
    expect(visibleToasts(queue).map((t) => t.message)).toEqual([1, 3, 4, 5, 6].map((i) => `message ${i}`));
    expect(queue.toasts).toHaveLength(6);
  });

  it('gives every toast its own id and ignores an unknown one', () => {
    const queue = addToast(addToast(EMPTY_TOASTS, 'info', 'a'), 'info', 'a');
    expect(new Set(queue.toasts.map((t) => t.id)).size).toBe(2);
    expect(removeToast(queue, 999)).toBe(queue);
  });

  it('closes all but errors by itself', () => {
    expect(autoCloses({ id: 1, kind: 'error', message: 'x' })).toBe(false);
    for (const kind of ['warning', 'success', 'info'] as const)
      expect(autoCloses({ id: 1, kind, message: 'x' })).toBe(true);
  });
});
