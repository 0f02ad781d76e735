import { matchScreenPath, screenTarget, type Screens, type ScreenTarget } from './screens';

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
 * The screen path of this application the borrower returns to once the screen is done (offer
 * selection with a verified offer: signing/intro); undefined when the origin is not such a screen
 * (the path routing started from, such as the registration step).
 */
export function originPath(state: RouteState): string | undefined {
  const match = state.origin ? matchScreenPath(state.origin) : undefined;
  return match && match.path === state.origin ? match.path : undefined;
}

/** That screen with its title, from its area's screens (`screens`); null when there is none. */
export function originScreen(state: RouteState, screens: Screens): { path: ScreenTarget; title: string } | null {
  const path = originPath(state);
  const screen = path === undefined ? undefined : screens[path];
  const target = path === undefined ? undefined : screenTarget(path);
  return target && screen ? { path: target, title: screen.title } : null;
}
