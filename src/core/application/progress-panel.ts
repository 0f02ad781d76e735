import { flowStopOf } from '@/core/status/flow-stops';
import { GAVE_UP_PATH } from '@/core/status/poll-status';
import { resolveStatusRouteIn, STATUS_ROUTES, type RoutingTable } from '@/core/status/resolve-status-route';
import type { StatusContext } from '@/core/status/status-context';
import { isPolledStatusIn } from '@/core/status/waiting-statuses';
import { SCREEN_PATHS, screenStage } from './screens';
import { matchScreen } from './screen-match';
import { stepBar, type Stage, type StepBarItem } from './step-bar';
import type { ApplicationCopy } from '@/generated/types/application-copy';

export interface ProgressSource {
  routes?: RoutingTable;
  /** Screen path -> stage; by default every screen's, from the index npm run generate writes (no area loads). */
  stages?: Readonly<Record<string, Stage | undefined>>;
}

/** The screen a path shows, with its stage (null when it has none); undefined when it names no screen. */
function screenAt(rest: string, source: ProgressSource): { path: string; stage: Stage | null } | undefined {
  const { stages } = source;
  const match = matchScreen(stages ? Object.keys(stages) : SCREEN_PATHS, rest);
  if (!match) return undefined;
  return { path: match.path, stage: (stages ? stages[match.path] : screenStage(match.path)) ?? null };
}

/**
 * The stage an application is at, from its workflow status: the screen the status routes to
 * (flows/status-routes.json, the same table routing reads) and that screen's stage
 * (flows/application/screens). Null when there is no progress to show: an ended application
 * (cancelled, declined), a status that sends the borrower to the site root, or a route that
 * names no screen.
 */
export function stageForStatus(status: string, context: StatusContext, source: ProgressSource = {}): Stage | null {
  const routes = source.routes ?? STATUS_ROUTES;
  if (flowStopOf(status, routes.flowStops) === 'ended') return null;
  // An unrecognised status is routing's business to report; here it simply has no stage.
  const route = resolveStatusRouteIn(routes, status, context, () => undefined);
  if (!route.known || route.path === '/') return null;
  const screen = screenAt(route.path, source);
  return screen ? (route.stage ?? screen.stage) : null;
}

/**
 * The stage the step bar shows on a screen: the stage the status's row names when the status
 * routes to this very screen (the timeout page is shared by statuses from the first step to the
 * last); on the timeout page routing shows after it gave up polling a waiting status, the stage
 * of that status (GEN_NOTE_SIGNING: Sign Documents); else the screen's own stage.
 */
export function stageOnScreen<S extends Stage | null>(
  screen: { path: string; stage: S },
  status: string,
  context: StatusContext,
  source: ProgressSource = {},
): Stage | S {
  const routes = source.routes ?? STATUS_ROUTES;
  const route = resolveStatusRouteIn(routes, status, context, () => undefined);
  if (route.known && route.path === screen.path) return route.stage ?? screen.stage;
  if (screen.path === GAVE_UP_PATH && isPolledStatusIn(routes.polling, status))
    return stageForStatus(status, context, source) ?? screen.stage;
  return screen.stage;
}

/**
 * The stage the panel shows on a page of the application: the stage of the screen the page shows
 * (`rest`, the path after /account/heloc/{uuid}/), so the panel agrees with the step bar above the
 * page as the borrower moves on without a new status call; on the application's index (routing)
 * or a path that names no screen, the stage its status routes to.
 */
export function stageForPage(
  rest: string,
  status: string,
  context: StatusContext,
  source: ProgressSource = {},
): Stage | null {
  const onScreen = rest.replace(/\/+/g, '') === '' ? undefined : screenAt(rest, source);
  if (!onScreen) return stageForStatus(status, context, source);
  return stageOnScreen(onScreen, status, context, source);
}

export interface ProgressPanelModel {
  items: StepBarItem[];
  /** 1-based number of the current step. */
  step: number;
  steps: number;
  /** The current step's label. */
  label: string;
}

/**
 * What the shell's progress side panel shows on a page (`rest`) of an application with a status:
 * the step bar's steps with the current one marked, and the current step's number and label.
 * Null when stageForPage has none.
 */
export function progressPanelFor(
  copy: ApplicationCopy['stepBar'],
  rest: string,
  status: string,
  context: StatusContext,
  source: ProgressSource = {},
): ProgressPanelModel | null {
  const stage = stageForPage(rest, status, context, source);
  if (!stage) return null;
  const items = stepBar(copy, stage, context.manualNotary === true);
  const index = items.findIndex((item) => item.state === 'current');
  return { items, step: index + 1, steps: items.length, label: items[index]!.label };
}
