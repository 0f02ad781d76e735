import { conditionFlags, screenConditionHolds } from '@/core/application/screen-conditions';
import type { ScreenWords } from '@/core/experiments/experiments';
import type { ApplicationScreen } from '@/core/application/screens';
import { useFeatureStates } from './get-feature';

/**
 * A screen option's condition (src/core/application/screen-conditions.ts), asking for the flags
 * it names: true or false once they have answered (a failed call counts as off), undefined while
 * any is awaited; undefined too, and nothing asked, without a condition.
 */
export function useScreenCondition(
  condition: unknown,
  application: Readonly<{ employmentType?: string }> = {},
): boolean | undefined {
  const states = useFeatureStates(conditionFlags([condition]));
  if (condition === undefined || states.pending) return undefined;
  return screenConditionHolds(condition, { flagsOn: states.on, employmentType: application.employmentType });
}

/**
 * The screen's words under its introVariant (e.g. a lender setting that changes what the borrower
 * is told: that the lender pays the valuation fee): its intro while the condition holds, the
 * screen's own when it does not or a call fails, and no intro while the answers are on their way.
 */
export function useIntroVariant(
  screen: Pick<ApplicationScreen, 'introVariant'>,
  words: ScreenWords,
  application: Readonly<{ employmentType?: string }> = {},
): ScreenWords {
  const variant = screen.introVariant;
  const holds = useScreenCondition(variant?.when, application);
  if (!variant) return words;
  if (holds === undefined) return { title: words.title };
  return holds ? { ...words, intro: variant.intro } : words;
}
