import settings from '@flows/platform/session.json';
import type { SessionSettings } from '@/generated/types/session-settings';

/** flows/platform/session.json: request timeouts, the base-URL flag and the login modes. */
export const SESSION_SETTINGS: Omit<SessionSettings, '$schema'> = settings as Omit<SessionSettings, '$schema'>;
