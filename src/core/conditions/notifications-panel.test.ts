import { describe, expect, it } from 'vitest';
import type { KnownCondition } from './condition-categories';
import { condition } from './test-support/condition-fixtures';
import { NOTIFICATION_PREVIEW, notificationsPanel } from './notifications-panel';

const list = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      condition({
        uuid: `0c000000-0000-4000-8000-00000000000${i}`,
        created: `2025-03-0${i + 1}T00:00:00Z`,
      }) as KnownCondition,
  );
const ids = (items: KnownCondition[]) => items.map((c) => Number(c.uuid.slice(-1)));

describe('notificationsPanel (3 latest, View All / View Less)', () => {
  it('previews 3', () => expect(NOTIFICATION_PREVIEW).toBe(3));
  it.each<[number, boolean, number[], 'viewAll' | 'viewLess' | null]>([
    [0, false, [], null],
    [1, false, [0], null],
    [3, false, [2, 1, 0], null],
    [3, true, [2, 1, 0], null],
    [4, false, [3, 2, 1], 'viewAll'],
    [4, true, [3, 2, 1, 0], 'viewLess'],
    [6, false, [5, 4, 3], 'viewAll'],
  ])('%i outstanding, expanded %s: %j, toggle %s', (n, expanded, shown, toggle) => {
    const panel = notificationsPanel(list(n), expanded);
    expect(ids(panel.items)).toEqual(shown);
    expect(panel.toggle).toBe(toggle);
    expect(panel.total).toBe(n);
  });
});
