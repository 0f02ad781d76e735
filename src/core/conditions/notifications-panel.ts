import type { KnownCondition } from './condition-categories';

/** Notification preview: 3 items (platform-services, Limits and timings). */
export const NOTIFICATION_PREVIEW = 3;

export interface NotificationsPanel {
  /** The conditions to list, newest first: the 3 latest, or all when expanded. */
  items: KnownCondition[];
  total: number;
  /** The toggle to offer: View All while some are hidden, View Less once expanded, none for 3 or fewer. */
  toggle: 'viewAll' | 'viewLess' | null;
}

/** The notifications panel for the outstanding conditions (oldest first, as outstandingConditions answers). */
export function notificationsPanel(outstanding: readonly KnownCondition[], expanded: boolean): NotificationsPanel {
  const newestFirst = [...outstanding].reverse();
  const total = newestFirst.length;
  if (total <= NOTIFICATION_PREVIEW) return { items: newestFirst, total, toggle: null };
  return expanded
    ? { items: newestFirst, total, toggle: 'viewLess' }
    : { items: newestFirst.slice(0, NOTIFICATION_PREVIEW), total, toggle: 'viewAll' };
}
