/**
 * The URL path prefixes of the lender's back end, which the sandbox stands in for: a deployment's
 * web server passes exactly these to the back end (scripts/lib/nginx-config.ts).
 */
export const BACKEND_PATH_PREFIXES: readonly string[] = [
  '/service-optimize/',
  '/service-operating-hours/',
  '/service-application/',
  '/ft/',
  '/cdn/',
  '/identity/',
  '/identity-broker/',
  '/service-profile/',
  '/service-search/',
  '/service-comms-prefs/',
  '/service-lead-portal/',
  '/service-krang-heloc/',
  '/service-conditions/',
  '/offercode/',
  '/a/external/',
  '/waitlist/',
  '/service-csp/',
  '/service-omni-proxy/',
  '/service-chat-chatbot/',
];

/**
 * What the sandbox answers beyond the back end, never passed to a lender's back end: its control
 * API, the web server's runtime configuration (a file nginx serves from the deployment), and the
 * stand-in of the monitoring service the sandbox's configuration sends error reports to.
 */
export const SANDBOX_ONLY_PATH_PREFIXES: readonly string[] = ['/__sandbox/', '/config.json', '/monitoring/'];

/**
 * Every URL path prefix the sandbox answers. The dev and production servers send these to the
 * sandbox and everything else to the web app, so a new sandbox route needs its prefix here.
 */
export const SANDBOX_PATH_PREFIXES: readonly string[] = [...SANDBOX_ONLY_PATH_PREFIXES, ...BACKEND_PATH_PREFIXES];

/** True for "/ft/heloc/event" and for a bare "/ft" alike. */
export function isSandboxPath(pathname: string): boolean {
  return SANDBOX_PATH_PREFIXES.some(
    (prefix) => pathname.startsWith(prefix) || (prefix.endsWith('/') && pathname === prefix.slice(0, -1)),
  );
}
