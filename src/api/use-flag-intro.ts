import type { ScreenWords } from '@/core/experiments/experiments';
import type { ApplicationScreen } from '@/core/application/screens';
import { useOptionFlag } from './get-feature';

/**
 * The screen's words under its flagIntro (a lender setting that changes what the borrower is
 * told, e.g. that the lender pays the valuation fee): its intro while the flag is on, the screen's
 * own when off or when the call fails, and no intro while the answer is on its way.
 */
export function useFlagIntro(screen: Pick<ApplicationScreen, 'flagIntro'>, words: ScreenWords): ScreenWords {
  const flagIntro = screen.flagIntro;
  const on = useOptionFlag(flagIntro?.flag);
  if (!flagIntro) return words;
  if (on === undefined) return { title: words.title };
  return on ? { ...words, intro: flagIntro.intro } : words;
}
