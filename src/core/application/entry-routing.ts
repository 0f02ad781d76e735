import { matchScreen } from './screen-match';

/**
 * Whether opening a URL under /account/heloc/{uuid}/ asks the status where to go. The index and
 * every screen the status table routes to follow the server (a stale bookmark of a done step
 * moves on). Screens no status leads to (conditions, insurance, a confirm step, a provider link)
 * are opened by a link or by the screen before them, so they stay, unless the application is
 * declined: a decline re-routes everywhere except the disclosures page (the core's decision).
 * The conditions list is both: CONDITIONS_OUTSTANDING leads there, but the lender may open a
 * condition in any status and its email links there, so opened by a link it stays too.
 */
const STAYS_WHEN_LINKED: ReadonlySet<string> = new Set(['conditions']);

export function routesOnEntry(
  rest: string,
  statusTargets: readonly string[],
  screens: readonly string[],
  decision: string | undefined,
): boolean {
  if (decision === 'DECLINE') return true;
  const match = matchScreen(screens, rest);
  if (!match) return rest.replace(/\/+/g, '') === '';
  return statusTargets.includes(match.path) && !STAYS_WHEN_LINKED.has(match.path);
}
