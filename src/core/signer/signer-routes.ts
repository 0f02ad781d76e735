import routes from '@flows/signer/routes.json';

/**
 * The additional signer's journey from flows/signer/routes.json: a co-deed status names a screen
 * under the signer base path; a status no row names goes to the error screen with a warning.
 */
export const SIGNER_ROUTES = routes;

export function signerScreenFor(status: string, warn: (message: string) => void = console.warn): string {
  const row = routes.rows.find((r) => r.status === status);
  if (row) return row.screen;
  // A status word from the server: no personal data.
  warn(`Unrecognised co-deed status "${status}": showing ${routes.unrecognised.screen}`);
  return routes.unrecognised.screen;
}

/** Query parameter naming the application that lists a signed-in borrower among its helocSigners. */
export const SIGNER_APPLICATION_PARAM = 'application';

/** The flag under which a signer may open the condition screens and sees the notifications panel. */
export const SIGNER_CONDITIONS_FLAG = routes.conditions.flag;

/** True for a condition screen a signer opens by link (flows/signer/routes.json "conditions"), not by status. */
export function isSignerConditionScreen(screen: string): boolean {
  return (routes.conditions.screens as readonly string[]).includes(screen);
}

/**
 * A signer screen's path. `application` is kept on every signer path of a borrower whose own
 * profile is not CO_DEEDER: it names the application whose helocSigners make them a signer.
 */
export function signerPath(screen: string, application?: string | null): string {
  const path = `${routes.base}/${screen}`;
  return application ? `${path}?${SIGNER_APPLICATION_PARAM}=${encodeURIComponent(application)}` : path;
}

/** The screen a signer path names ('/account/heloc/heloc-signer/sign' -> 'sign'), or null outside the base. */
export function signerScreenOf(pathname: string): string | null {
  const prefix = `${routes.base}/`;
  if (!pathname.startsWith(prefix)) return null;
  const screen = pathname.slice(prefix.length).replace(/\/+$/, '');
  return screen || null;
}
