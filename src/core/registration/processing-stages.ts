import type { RegistrationCopy } from './copy';

/** The stages of the registration submit pipeline, in the order they run. */
export const SUBMIT_STAGES = ['account', 'application', 'routing'] as const;
export type SubmitStage = (typeof SUBMIT_STAGES)[number];

type Message = RegistrationCopy['processing']['messages'][number];

export interface ProcessingView {
  /** The messages of the stage under way, in order. */
  current: string[];
  /** Messages of the stages already done (or skipped), for the progress bar. */
  done: number;
  total: number;
}

/**
 * What the processing dialog shows while `stage` runs: the messages of that stage, and as done
 * every message of an earlier stage (a signed-in borrower's skipped account stage counts as
 * done). It follows the pipeline, so it never claims work the server has not reached.
 */
export function processingView(messages: readonly Message[], stage: SubmitStage): ProcessingView {
  const at = SUBMIT_STAGES.indexOf(stage);
  return {
    current: messages.filter((m) => m.stage === stage).map((m) => m.text),
    done: messages.filter((m) => SUBMIT_STAGES.indexOf(m.stage) < at).length,
    total: messages.length,
  };
}
