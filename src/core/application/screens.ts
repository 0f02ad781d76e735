import copyJson from '@flows/application/copy.json';
import {
  FORM_VALIDATOR_LOADERS,
  SCREEN_AREA_LOADERS,
  SCREEN_INDEX,
  SCREEN_PATHS,
  type CompiledValidator,
  type ScreenPath,
  type ScreenTarget,
} from '@/generated/application';
import type { ApplicationCopy } from '@/generated/types/application-copy';
import type { ApplicationScreen as AuthoredScreen } from '@/generated/types/application-screens';
import type { GeneratedForm } from '@/generated/types/generated-form';
import { matchScreen, type ScreenMatch } from './screen-match';

export type { CompiledValidator, ScreenPath, ScreenTarget };

/** A screen as src/generated/flows/ holds it: a form carries the engine generation chose. */
export type ApplicationScreen = Omit<AuthoredScreen, 'form'> & { form?: AuthoredScreen['form'] & GeneratedForm };

/** flows/application/copy.json; npm run validate checked it against its schema. */
export const applicationCopy = copyJson as unknown as ApplicationCopy;

/** Screen definitions by screen path: one area file's, or every area's. */
export type Screens = Readonly<Record<string, ApplicationScreen>>;

/** Every screen path, derived by npm run generate from the area files. */
export { SCREEN_PATHS };

export interface FoundScreen extends ScreenMatch {
  screen: ApplicationScreen;
}

/** The screen path a URL rest (after /account/heloc/{uuid}/) names, with its parameters; undefined when none. */
export function matchScreenPath(rest: string): ScreenMatch | undefined {
  return matchScreen(SCREEN_PATHS, rest);
}

/**
 * A path known only at run time (navigation state, a flow option) as a screen target: the path
 * itself when it names a screen (a query after it allowed), else undefined.
 */
export function screenTarget(path: string): ScreenTarget | undefined {
  return matchScreenPath(path.split('?')[0] ?? '') ? (path as ScreenTarget) : undefined;
}

/** The area file (flows/application/screens/<area>.json) that defines a screen path. */
export function screenArea(path: string): string | undefined {
  return Object.hasOwn(SCREEN_INDEX, path) ? SCREEN_INDEX[path]!.area : undefined;
}

/** A screen path's progress stage, known without loading its area. */
export function screenStage(path: string): ApplicationScreen['stage'] | undefined {
  return Object.hasOwn(SCREEN_INDEX, path) ? SCREEN_INDEX[path]!.stage : undefined;
}

/** The screens of one area file, loaded when first asked for (the module system keeps it). */
export async function loadScreenArea(area: string): Promise<Screens> {
  const load = Object.hasOwn(SCREEN_AREA_LOADERS, area) ? SCREEN_AREA_LOADERS[area] : undefined;
  if (!load) throw new Error(`No screen area "${area}" in flows/application/screens: run npm run generate`);
  return (await load()).screens as Screens;
}

/** Every screen definition, every area loaded: for checks and tests that need them all. */
export async function loadAllScreens(): Promise<Screens> {
  const areas = await Promise.all(Object.keys(SCREEN_AREA_LOADERS).map(loadScreenArea));
  return Object.assign({}, ...areas) as Screens;
}

/** The definition a URL rest shows, among the screens given (its area's), or undefined when none. */
export function findScreen(rest: string, screens: Screens): FoundScreen | undefined {
  const match = matchScreen(Object.keys(screens), rest);
  return match && { ...match, screen: screens[match.path]! };
}

/** The definition a URL rest shows, its area loaded first; undefined when it names no screen. */
export async function loadScreen(rest: string): Promise<FoundScreen | undefined> {
  const match = matchScreenPath(rest);
  if (!match) return undefined;
  const screens = await loadScreenArea(screenArea(match.path)!);
  return { ...match, screen: screens[match.path]! };
}

/** The precompiled validator of a kind "form" screen's form, loaded when the form is first checked. */
export async function loadFormValidator(path: string): Promise<CompiledValidator> {
  const load = Object.hasOwn(FORM_VALIDATOR_LOADERS, path) ? FORM_VALIDATOR_LOADERS[path] : undefined;
  if (!load) throw new Error(`No precompiled validator for the form of screen "${path}": run npm run generate`);
  return load();
}
