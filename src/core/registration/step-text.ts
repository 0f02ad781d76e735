import { fillTemplate } from '@/core/text/template';
import { conditionIds } from './condition-ids';
import type { RegistrationContext } from './context';
import { stepByKey } from './flow';
import { matches } from './matches';
import { STEP_TEXT_PLACEHOLDERS } from './step-text-placeholders';

export { STEP_TEXT_PLACEHOLDERS };

/** The values the step words may use; a brand without a for-sale window has no {months}. */
function values(ctx: RegistrationContext): Record<(typeof STEP_TEXT_PLACEHOLDERS)[number], number | undefined> {
  return { months: ctx.brand.forSaleWindowMonths };
}

/** A step's words in this context: the first matching variant over the defaults, placeholders filled. */
export function stepText(
  stepKey: string,
  ctx: RegistrationContext,
): { title: string; help: string; submitLabel: string } {
  const step = stepByKey(stepKey);
  const variant = step.variants?.find((_, i) => matches(conditionIds.variant(step.key, i), ctx));
  const fill = (text: string) => fillTemplate(text, values(ctx));
  return {
    title: fill(variant?.title ?? step.title),
    help: fill(variant?.help ?? step.help),
    submitLabel: fill(step.submitLabel),
  };
}

/** The key (in copy.json modals) of the blocking modal this step shows in this context, or null. */
export function modalFor(stepKey: string, ctx: RegistrationContext): string | null {
  const step = stepByKey(stepKey);
  const index = (step.modals ?? []).findIndex((_, i) => matches(conditionIds.modal(step.key, i), ctx));
  return index < 0 ? null : step.modals![index]!.modal;
}
