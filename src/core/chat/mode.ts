import type { ChatMode } from './limits';

export interface ModeInputs {
  /** OPS_CHAT openStatus: within operating hours. */
  open: boolean;
  /** An agent chat session is going on (stored and not expired). */
  agentSessionActive: boolean;
  environment: 'production' | 'non-production';
  /** The `mode` query parameter, if any. */
  modeParam?: string | null;
}

/**
 * Agent chat within operating hours or while an agent session is active, else the chatbot; on
 * non-production the `mode` query parameter (agent or chatbot) overrides it.
 */
export function chooseChatMode({ open, agentSessionActive, environment, modeParam }: ModeInputs): ChatMode {
  if (environment === 'non-production' && (modeParam === 'agent' || modeParam === 'chatbot')) return modeParam;
  return open || agentSessionActive ? 'agent' : 'chatbot';
}
