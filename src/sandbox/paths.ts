/**
 * Every URL path prefix the sandbox answers. The dev and production servers send these to the
 * sandbox and everything else to the web app, so a new sandbox route needs its prefix here.
 */
export const SANDBOX_PATH_PREFIXES: readonly string[] = [
  '/__sandbox/',
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
  // The monitoring service's stand-in (the sandbox's runtime configuration names it for error reports).
  '/monitoring/',
  // Not the back end's: the web server's runtime configuration, which the sandbox serves locally.
  '/config.json',
];

/** True for "/ft/heloc/event" and for a bare "/ft" alike. */
export function isSandboxPath(pathname: string): boolean {
  return SANDBOX_PATH_PREFIXES.some(
    (prefix) => pathname.startsWith(prefix) || (prefix.endsWith('/') && pathname === prefix.slice(0, -1)),
  );
}
