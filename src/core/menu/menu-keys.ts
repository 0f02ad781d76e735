/** What a key does in an open menu (WAI-ARIA menu button pattern). */
export type MenuAction =
  { kind: 'focus'; index: number } | { kind: 'close'; returnFocus: boolean } | { kind: 'activate' } | { kind: 'none' };

/**
 * Arrow keys move and wrap, Home and End jump, Escape closes and returns focus to the button, Tab
 * closes and lets focus leave; a printable character moves to the next item starting with it.
 */
export function menuKeyAction(key: string, current: number, labels: readonly string[]): MenuAction {
  const count = labels.length;
  if (count === 0) return key === 'Escape' ? { kind: 'close', returnFocus: true } : { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (current + 1) % count };
    case 'ArrowUp':
      return { kind: 'focus', index: (current - 1 + count) % count };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: count - 1 };
    case 'Escape':
      return { kind: 'close', returnFocus: true };
    case 'Tab':
      return { kind: 'close', returnFocus: false };
    case 'Enter':
    case ' ':
      return { kind: 'activate' };
    default:
      return typeAhead(key, current, labels);
  }
}

function typeAhead(key: string, current: number, labels: readonly string[]): MenuAction {
  if (key.length !== 1 || !/\S/.test(key)) return { kind: 'none' };
  const wanted = key.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step) % labels.length;
    if (labels[index]!.trim().toLocaleLowerCase().startsWith(wanted)) return { kind: 'focus', index };
  }
  return { kind: 'none' };
}

/** Which item takes focus when the menu opens from the button: the last for ArrowUp, else the first. */
export function openingIndex(key: string, count: number): number {
  return key === 'ArrowUp' ? Math.max(count - 1, 0) : 0;
}
