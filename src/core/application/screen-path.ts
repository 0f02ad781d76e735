/**
 * Paths under /account/heloc/{uuid}/: the uuid rule of borrower-journey.md section 5 ('UUID
 * check: 8-4-4-4-12 hexadecimal'). Every page's shell reads it; matching a URL to a screen is
 * screen-match.ts, which only the application's pages load.
 */
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function isApplicationUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const APPLICATION_PATH = /^\/account\/heloc\/([^/]+)(\/|$)/;

/** The application uuid of a page under /account/heloc/{uuid}/, or null (registration, other areas). */
export function applicationUuidInPath(pathname: string): string | null {
  const uuid = APPLICATION_PATH.exec(pathname)?.[1];
  return isApplicationUuid(uuid) ? uuid : null;
}
