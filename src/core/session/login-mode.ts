import type { SessionSettings } from '@/generated/types/session-settings';
import { SESSION_SETTINGS } from './session-settings';

export type LoginMode = SessionSettings['login']['defaultMode'];
/** Who signs in: a borrower (customer) or a broker/agent, each on its own identity-broker path. */
export type LoginKind = 'customer' | 'agent';

const MODES: readonly LoginMode[] = ['legacy', 'broker', 'optimizely'];

/** The flag that picks the mode for this kind of sign-in (platform spec, section 6). */
export function loginModeFlagKey(kind: LoginKind, settings: Pick<SessionSettings, 'login'> = SESSION_SETTINGS): string {
  return settings.login.flags[kind];
}

/** The flag's mode when it is on and names one of the three; else the default mode. */
export function loginModeFrom(
  flag: { enabled: boolean; variables: Readonly<Record<string, unknown>> } | undefined,
  settings: Pick<SessionSettings, 'login'> = SESSION_SETTINGS,
): LoginMode {
  const mode = flag?.enabled ? flag.variables.mode : undefined;
  return MODES.includes(mode as LoginMode) ? (mode as LoginMode) : settings.login.defaultMode;
}
