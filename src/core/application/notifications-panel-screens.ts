import type { ApplicationScreen } from '@/generated/types/application-screens';

/**
 * Whether a screen draws the notifications panel under its body: its `notificationsPanel` in
 * flows/ (default true; the condition screens list the requests themselves and say false).
 */
export function showsNotificationsPanel(screen: Pick<ApplicationScreen, 'notificationsPanel'>): boolean {
  return screen.notificationsPanel !== false;
}
