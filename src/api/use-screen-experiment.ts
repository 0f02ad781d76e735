import { useEffect } from 'react';
import { experimentForScreen, wordsInArm, type ScreenWords, type VariationKey } from '@/core/experiments/experiments';
import { useBrand } from '@/renderer/brand/brand-context';
import { useDecision } from './post-decision';
import { useSaveExperimentOnce } from './save-experiment';

/**
 * The words of an application screen under its experiment, if one runs there: the arm comes
 * from the decision call (by tracker id) and is saved on the application once. Until the arm is
 * known, and when the decision fails, the screen shows its own words (the control).
 */
export function useScreenExperiment(appUuid: string, screenPath: string, own: ScreenWords): ScreenWords {
  const experiment = experimentForScreen(screenPath, useBrand().orgCode);
  const decision = useDecision(experiment?.key);
  const save = useSaveExperimentOnce();
  const arm = decision.data?.variationKey as VariationKey | undefined;
  const known = experiment && (arm === 'control' || arm === 'variation') ? arm : undefined;
  useEffect(() => {
    if (experiment && known) save(appUuid, experiment.key, known);
  }, [appUuid, experiment, known, save]);
  return experiment && known ? wordsInArm(own, experiment, known) : own;
}
