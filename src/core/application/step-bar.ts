import type { ApplicationCopy } from '@/generated/types/application-copy';
import type { ApplicationScreen } from '@/generated/types/application-screens';

export type Stage = ApplicationScreen['stage'];
export type StepState = 'done' | 'current' | 'upcoming';

export interface StepBarItem {
  label: string;
  state: StepState;
}

type StepBarCopy = ApplicationCopy['stepBar'];
type CoBorrowerCopy = ApplicationCopy['coBorrowerBar'];
export type SignerStatus = CoBorrowerCopy['steps'][number]['statuses'][number];

function itemsAt(labels: readonly string[], current: number): StepBarItem[] {
  return labels.map((label, i) => ({ label, state: i < current ? 'done' : i === current ? 'current' : 'upcoming' }));
}

/**
 * The main applicant's step bar (platform-services.md section 4): the step whose stages include
 * the screen's stage is current, those before it are done. Step 6 reads 'Schedule Notary
 * Session' instead of 'Talk to eNotary' when status.manualNotary is true.
 */
export function stepBar(copy: StepBarCopy, stage: Stage, manualNotary: boolean): StepBarItem[] {
  const current = copy.steps.findIndex((s) => s.stages.includes(stage));
  if (current < 0) throw new Error(`No step of the step bar lists the stage ${stage}`);
  const labels = copy.steps.map((s) => (manualNotary && s.manualNotaryLabel ? s.manualNotaryLabel : s.label));
  return itemsAt(labels, current);
}

/**
 * The additional signer's bar (Identity verification, Talk to eNotary) from the co-deed status:
 * COMPLETE, listed by no step, marks every step done; CANCELLED shows none current.
 */
export function coBorrowerBar(copy: CoBorrowerCopy, status: SignerStatus): StepBarItem[] {
  const labels = copy.steps.map((s) => s.label);
  const current = copy.steps.findIndex((s) => s.statuses.includes(status));
  if (current >= 0) return itemsAt(labels, current);
  if (status === 'COMPLETE') return itemsAt(labels, labels.length);
  return labels.map((label) => ({ label, state: 'upcoming' }));
}
