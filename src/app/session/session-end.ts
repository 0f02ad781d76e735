import { endSession } from '@/features/session/session-controls';
import { appSession } from './app-session';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The back end said the session is over (the HTTP client's onSessionEnded, for any call): the
 * session is forgotten at once (answers being written stay for after sign-in), then whoever
 * listens (the router's session gate) takes the borrower to sign-in.
 */
export function sessionEnded(): void {
  endSession(appSession, 'ended');
  for (const listener of [...listeners]) listener();
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
