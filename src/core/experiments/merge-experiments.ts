import type { VariationKey } from './assign-variation';

/** One experiment's arm saved on an application. No flow data here: the sandbox imports it too. */
export interface SavedExperiment {
  name: string;
  variation: VariationKey;
}

/**
 * A variation is saved once per application: the first arm recorded for an experiment name
 * stays, later saves of the same name change nothing.
 */
export function mergeExperiments(
  saved: readonly SavedExperiment[],
  incoming: readonly SavedExperiment[],
): SavedExperiment[] {
  const merged = [...saved];
  for (const entry of incoming) {
    if (!merged.some((kept) => kept.name === entry.name)) merged.push(entry);
  }
  return merged;
}
