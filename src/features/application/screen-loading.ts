import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { originPath, originScreen, type RouteState } from '@/core/application/route-origin';
import {
  loadScreenArea,
  matchScreenPath,
  screenArea,
  type FoundScreen,
  type Screens,
} from '@/core/application/screens';
import type { ScreenMatch } from '@/core/application/screen-match';

/**
 * The screens of one area file (flows/application/screens/<area>.json): static data, so loaded
 * once and kept for the tab's life. A page loads only the area of the screen it shows.
 */
export function screenAreaQuery(area: string) {
  return queryOptions({
    queryKey: ['application-screen-area', area],
    queryFn: () => loadScreenArea(area),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The form screens' body (the step form renderer and the widgets' field services): only a form screen loads it. */
export const loadFormBody = () => import('./form-body');

/** The area of each path that names a screen, once each. */
function areasOf(paths: readonly (string | undefined)[]): string[] {
  return [...new Set(paths.flatMap((p) => (p === undefined ? [] : [screenArea(p)!])))];
}

/**
 * Loads what drawing a screen needs before the app goes there (its area, the area of the screen
 * routing names as its origin, a form's renderer), so the screen draws at once on arrival, as it
 * did when every area was in the first load. Nothing for a path that names no screen.
 */
export async function preloadScreen(queryClient: QueryClient, rest: string, state: RouteState = {}): Promise<void> {
  const match = matchScreenPath(rest);
  if (!match) return;
  const [screens] = await Promise.all(
    areasOf([match.path, originPath(state)]).map((area) => queryClient.ensureQueryData(screenAreaQuery(area))),
  );
  if (screens?.[match.path]?.kind === 'form') await loadFormBody();
}

/** The screen a URL rest shows, with its area's data: suspends the first time that area is asked for. */
export function useFoundScreen(match: ScreenMatch): FoundScreen {
  const { data: screens } = useSuspenseQuery(screenAreaQuery(screenArea(match.path)!));
  return { ...match, screen: screens[match.path]! };
}

/**
 * No origin screen: nothing to load, and an answer at hand so nothing suspends (one query hook
 * either way, so not the many-queries one, whose code an application screen then does without).
 */
const noOriginArea = queryOptions({
  queryKey: ['application-screen-area', ''],
  queryFn: (): Screens => ({}),
  initialData: {} as Screens,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The screen routing named as the one to return to, with its title (origin-screen note); suspends while its area loads. */
export function useOriginScreen(state: RouteState): ReturnType<typeof originScreen> {
  const [area] = areasOf([originPath(state)]);
  return originScreen(state, useSuspenseQuery(area ? screenAreaQuery(area) : noOriginArea).data);
}
