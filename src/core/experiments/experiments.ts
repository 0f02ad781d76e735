import experimentsJson from '@flows/platform/experiments.json';
import type { Experiment, ExperimentList } from '@/generated/types/experiments';

export type { Experiment };
export { assignVariation, fnv1a, type VariationKey } from './assign-variation';
import { catalogue } from '@/core/platform/platform-copy';
import type { VariationKey } from './assign-variation';
import type { SavedExperiment } from './merge-experiments';
export { mergeExperiments, type SavedExperiment } from './merge-experiments';

/** flows/platform/experiments.json; npm run validate checked it against its schema. */
export const EXPERIMENTS: readonly Experiment[] = (experimentsJson as unknown as ExperimentList).experiments;

/** The spec's error when a variation is saved without an application (section 8). */
export const APP_ID_REQUIRED = catalogue.appIdRequired;

/** The experiment running on a screen for a brand's borrowers, if any (brands opt in). */
export function experimentForScreen(
  screenPath: string,
  orgCode: string,
  list: readonly Experiment[] = EXPERIMENTS,
): Experiment | undefined {
  return list.find((experiment) => experiment.screen === screenPath && experiment.orgCodes.includes(orgCode));
}

export interface ScreenWords {
  title: string;
  intro?: readonly string[];
}

/** The words a screen shows in an arm: the control keeps the screen's own. */
export function wordsInArm(own: ScreenWords, experiment: Experiment, arm: VariationKey): ScreenWords {
  if (arm === 'control') return own;
  return { title: experiment.variation.title ?? own.title, intro: experiment.variation.intro ?? own.intro };
}

/** The body of a variation save, refused without an application id. */
export function variationSave(appUuid: string | null | undefined, name: string, variation: VariationKey) {
  if (!appUuid) throw new Error(APP_ID_REQUIRED);
  return { appUuid, experiments: [{ name, variation }] satisfies SavedExperiment[] };
}
