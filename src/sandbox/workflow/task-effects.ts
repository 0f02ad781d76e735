import { EFFECTS_ANY_TIME } from './effects-any-time';
import { EFFECTS_BEFORE_CLOSING } from './effects-before-closing';
import { EFFECTS_CLOSING } from './effects-closing';
import type { TaskEffect } from './task-effect';
import type { BorrowerTask } from './task-rules';

/** Every borrower task's effect on the application, by task (the effects live by stage). */
export const TASK_EFFECTS: Record<BorrowerTask, TaskEffect> = {
  ...EFFECTS_BEFORE_CLOSING,
  ...EFFECTS_CLOSING,
  ...EFFECTS_ANY_TIME,
} as Record<BorrowerTask, TaskEffect>;
