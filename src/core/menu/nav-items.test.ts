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
    ['signed out', false, { signedIn: false, onSignerPath: false, isBroker: false }],
    ['a signed-in borrower', true, { signedIn: true, onSignerPath: false, isBroker: false }],
    ['a signed-in co-signer on the signer path', false, { signedIn: true, onSignerPath: true, isBroker: false }],
    ['a signed-in broker on the signer path', true, { signedIn: true, onSignerPath: true, isBroker: true }],
    ['a signed-out broker on the signer path', false, { signedIn: false, onSignerPath: true, isBroker: true }],
  ])('%s -> %s', (_name, shown, who) => expect(dashboardLinkShown(who)).toBe(shown));
});

it.each([
  ['signed in, the brand has a link', true, { signedIn: true, feedbackLink: true }],
  ['signed out, the brand has a link', false, { signedIn: false, feedbackLink: true }],
  ['signed in, the brand has no link', false, { signedIn: true, feedbackLink: false }],
])('feedbackLinkShown, %s: %s', (_name, shown, who) => expect(feedbackLinkShown(who)).toBe(shown));

it.each([
  ['/account/heloc/heloc-signer', true],
  ['/account/heloc/heloc-signer/conditions/x', true],
  ['/account/heloc/heloc-signer-other', false],
  ['/dashboard', false],
])('isSignerPath(%s) is %s', (path, signer) => expect(isSignerPath(path, '/account/heloc/heloc-signer')).toBe(signer));
