import { describe, expect, it } from 'vitest';
import { menuKeyAction, openingIndex } from './menu-keys';

const labels = ['Support', 'Switch Accounts', 'Settings', 'Logout'];

describe('menuKeyAction', () => {
  it.each([
    ['ArrowDown', 0, { kind: 'focus', index: 1 }],
    ['ArrowDown', 3, { kind: 'focus', index: 0 }],
    ['ArrowUp', 0, { kind: 'focus', index: 3 }],
    ['ArrowUp', 2, { kind: 'focus', index: 1 }],
    ['Home', 2, { kind: 'focus', index: 0 }],
    ['End', 0, { kind: 'focus', index: 3 }],
    ['Escape', 1, { kind: 'close', returnFocus: true }],
    ['Tab', 1, { kind: 'close', returnFocus: false }],
    ['Enter', 1, { kind: 'activate' }],
    [' ', 1, { kind: 'activate' }],
    ['s', 0, { kind: 'focus', index: 1 }],
    ['S', 1, { kind: 'focus', index: 2 }],
    ['s', 2, { kind: 'focus', index: 0 }],
    ['l', 0, { kind: 'focus', index: 3 }],
    ['x', 0, { kind: 'none' }],
    ['Shift', 0, { kind: 'none' }],
  ] as const)('%s from item %i', (key, current, action) => {
    expect(menuKeyAction(key, current, labels)).toEqual(action);
  });

  it('an empty menu only closes', () => {
    expect(menuKeyAction('ArrowDown', 0, [])).toEqual({ kind: 'none' });
    expect(menuKeyAction('Escape', 0, [])).toEqual({ kind: 'close', returnFocus: true });
  });
});

it.each([
  ['ArrowUp', 4, 3],
  ['ArrowDown', 4, 0],
  ['Enter', 4, 0],
  ['ArrowUp', 0, 0],
])('opening with %s on %i items focuses item %i', (key, count, index) => expect(openingIndex(key, count)).toBe(index));
