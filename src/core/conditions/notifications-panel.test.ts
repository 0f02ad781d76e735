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
  it.each<[number, boolean, string, 'viewAll' | 'viewLess' | null, number[]]>([
    [0, false, 'nothing', null, []],
    [1, false, 'the one', null, [0]],
    [3, false, 'all, newest first', null, [2, 1, 0]],
    [3, true, 'all, newest first', null, [2, 1, 0]],
    [4, false, 'the 3 latest', 'viewAll', [3, 2, 1]],
    [4, true, 'all, newest first', 'viewLess', [3, 2, 1, 0]],
    [6, false, 'the 3 latest', 'viewAll', [5, 4, 3]],
  ])('%i outstanding, expanded %s: shows %s, toggle %s', (n, expanded, _shows, toggle, shown) => {
    const panel = notificationsPanel(list(n), expanded);
    expect(ids(panel.items)).toEqual(shown);
    expect(panel.toggle).toBe(toggle);
    expect(panel.total).toBe(n);
  });
});
