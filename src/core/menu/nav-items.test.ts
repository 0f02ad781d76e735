import { describe, expect, it } from 'vitest';
import { appsMenuItems, dashboardLinkShown, feedbackLinkShown, isSignerPath } from './nav-items';

describe('appsMenuItems', () => {
  it('lists Portfolio Manager only when the brand enables it, in the spec order', () => {
    expect(appsMenuItems({ portfolioManager: true }).map((i) => i.key)).toEqual([
      'passport',
      'groupManager',
      'portfolioManager',
      'pay',
      'exchange',
    ]);
    expect(appsMenuItems({ portfolioManager: false }).map((i) => i.path)).toEqual([
      '/universal-passport',
      '/group-manager',
      '/pay',
      '/exchange',
    ]);
  });
});

describe('dashboardLinkShown', () => {
  it.each([
    [{ signedIn: false, onSignerPath: false, isBroker: false }, false],
    [{ signedIn: true, onSignerPath: false, isBroker: false }, true],
    [{ signedIn: true, onSignerPath: true, isBroker: false }, false],
    [{ signedIn: true, onSignerPath: true, isBroker: true }, true],
    [{ signedIn: false, onSignerPath: true, isBroker: true }, false],
  ])('%j -> %s', (who, shown) => expect(dashboardLinkShown(who)).toBe(shown));
});

it.each([
  [{ signedIn: true, feedbackLink: true }, true],
  [{ signedIn: false, feedbackLink: true }, false],
  [{ signedIn: true, feedbackLink: false }, false],
])('feedbackLinkShown(%j) is %s', (who, shown) => expect(feedbackLinkShown(who)).toBe(shown));

it.each([
  ['/account/heloc/heloc-signer', true],
  ['/account/heloc/heloc-signer/conditions/x', true],
  ['/account/heloc/heloc-signer-other', false],
  ['/dashboard', false],
])('isSignerPath(%s) is %s', (path, signer) => expect(isSignerPath(path, '/account/heloc/heloc-signer')).toBe(signer));
