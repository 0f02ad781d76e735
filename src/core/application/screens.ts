import copyJson from '@flows/application/copy.json';
import { SCREEN_AREAS, SCREEN_PATHS } from '@/generated/application';
import type { ApplicationCopy } from '@/generated/types/application-copy';
import type { ApplicationScreen } from '@/generated/types/application-screens';
import { matchScreen, type ScreenMatch } from './screen-path';

export type { ApplicationScreen };

/** flows/application/copy.json; npm run validate checked it against its schema. */
export const applicationCopy = copyJson as unknown as ApplicationCopy;

/** Every screen definition of flows/application/screens/, by screen path. */
export const SCREENS: Readonly<Record<string, ApplicationScreen>> = Object.assign(
  {},
  ...SCREEN_AREAS.map((area) => area.screens),
);

/** Every screen path, derived by npm run generate from the area files. */
export { SCREEN_PATHS };

export interface FoundScreen extends ScreenMatch {
  screen: ApplicationScreen;
}

/** The definition a URL rest (after /account/heloc/{uuid}/) shows, or undefined when none. */
export function findScreen(
  rest: string,
  screens: Readonly<Record<string, ApplicationScreen>> = SCREENS,
): FoundScreen | undefined {
  const match = matchScreen(Object.keys(screens), rest);
  return match && { ...match, screen: screens[match.path]! };
}
