/** An Apps menu entry: its words key in flows/shell/copy.json nav.appsItems, and its page. */
export interface AppsMenuItem {
  key: 'passport' | 'groupManager' | 'portfolioManager' | 'pay' | 'exchange';
  path: string;
}

const APPS: readonly AppsMenuItem[] = [
  { key: 'passport', path: '/universal-passport' },
  { key: 'groupManager', path: '/group-manager' },
  { key: 'portfolioManager', path: '/portfolio' },
  { key: 'pay', path: '/pay' },
  { key: 'exchange', path: '/exchange' },
];

/** Passport, Group Manager, Portfolio Manager (only when the brand enables it), Pay, Exchange. */
export function appsMenuItems(menus: { portfolioManager: boolean }): AppsMenuItem[] {
  return APPS.filter((item) => item.key !== 'portfolioManager' || menus.portfolioManager);
}

/** Whether a path is one of the additional signer's pages. */
export function isSignerPath(pathname: string, signerBase: string): boolean {
  return pathname === signerBase || pathname.startsWith(`${signerBase}/`);
}

/** Signed-in borrowers see the Dashboard link; on the additional signer's pages only a broker does (spec section 2). */
export function dashboardLinkShown(who: { signedIn: boolean; onSignerPath: boolean; isBroker: boolean }): boolean {
  return who.signedIn && (!who.onSignerPath || who.isBroker);
}

/** The feedback link: the provider's own brand (its manifest's feedbackLink), signed in. */
export function feedbackLinkShown(who: { signedIn: boolean; feedbackLink: boolean }): boolean {
  return who.signedIn && who.feedbackLink;
}
