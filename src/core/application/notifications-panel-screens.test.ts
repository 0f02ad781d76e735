import { describe, expect, it } from 'vitest';
import { SIGNER_SCREENS } from '@/core/signer/signer-screens';
import { showsNotificationsPanel } from './notifications-panel-screens';
import { loadAllScreens } from './screens';

const SCREENS = await loadAllScreens();

describe('showsNotificationsPanel', () => {
  it('follows the screen data: absent or true shows the panel, false leaves it out', () => {
    expect(showsNotificationsPanel({})).toBe(true);
    expect(showsNotificationsPanel({ notificationsPanel: true })).toBe(true);
    expect(showsNotificationsPanel({ notificationsPanel: false })).toBe(false);
  });

  it('leaves the panel off exactly the condition screens, for the borrower and the signer', () => {
    const without = (screens: Readonly<Record<string, { notificationsPanel?: boolean } | undefined>>) =>
      Object.entries(screens)
        .filter(([, screen]) => screen && !showsNotificationsPanel(screen))
        .map(([path]) => path);
    const conditionScreens = ['conditions', 'conditions/upload-document', 'conditions/phone-number'];
    expect(without(SCREENS)).toEqual(conditionScreens);
    // The signer's identity condition (heloc-signer conditions/identity) is one of theirs only.
    expect(without(SIGNER_SCREENS)).toEqual([
      'conditions',
      'conditions/upload-document',
      'conditions/identity',
      'conditions/phone-number',
    ]);
  });
});
