import { findScreen } from './screens';

/** What status routing hands a screen as navigation state (flows/status-routes.json `pass`). */
export interface RouteState {
  origin?: string;
  decision?: string;
}

/** The navigation state as routing wrote it; anything else (a reload, a typed URL) is none. */
export function readRouteState(state: unknown): RouteState {
  if (typeof state !== 'object' || state === null) return {};
  const { origin, decision } = state as Record<string, unknown>;
  return {
    ...(typeof origin === 'string' ? { origin } : {}),
    ...(typeof decision === 'string' ? { decision } : {}),
  };
}

/**
 * The screen of this application the borrower returns to once the screen is done (offer selection
 * with a verified offer: signing/intro), with its title; null when the origin is not such a screen
 * (the path routing started from, such as the registration step).
 */
export function originScreen(state: RouteState): { path: string; title: string } | null {
  const found = state.origin ? findScreen(state.origin) : undefined;
  if (!found || found.path !== state.origin) return null;
  return { path: found.path, title: found.screen.title };
}
