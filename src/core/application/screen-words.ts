import type { ScreenWords } from '@/core/experiments/experiments';
import type { ApplicationScreen } from '@/generated/types/application-screens';

/**
 * The heading and intro a screen shows for its path parameters: the words `paramWords` gives
 * for a parameter's value (income/upload/BUSINESS_BANK_STATEMENT), else the screen's own.
 */
export function screenWordsFor(
  screen: Pick<ApplicationScreen, 'title' | 'intro' | 'paramWords'>,
  params: Readonly<Record<string, string | undefined>>,
): ScreenWords {
  for (const [name, byValue] of Object.entries(screen.paramWords ?? {})) {
    const value = params[name];
    const words = value === undefined ? undefined : byValue?.[value];
    if (words) return { title: words.title, ...(words.intro ? { intro: words.intro } : {}) };
  }
  return { title: screen.title, ...(screen.intro ? { intro: screen.intro } : {}) };
}
