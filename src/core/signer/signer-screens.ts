import doc from '@flows/signer/screens.json';
import type { FoundScreen } from '@/core/application/screens';
import type { ApplicationScreens } from '@/generated/types/application-screens';

/** flows/signer/screens.json (npm run validate checked it against the screens schema and the signer routes). */
export const SIGNER_SCREENS = (doc as unknown as ApplicationScreens).screens;

/** The definition of a signer screen ('sign'), or undefined when the signer journey has none. */
export function findSignerScreen(screen: string): FoundScreen | undefined {
  const found = Object.hasOwn(SIGNER_SCREENS, screen) ? SIGNER_SCREENS[screen] : undefined;
  return found && { path: screen, params: {}, screen: found };
}
