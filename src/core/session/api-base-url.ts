/**
 * The base URL of API calls (platform spec, section 7): decided by the flag named for the app's
 * relative url, empty (same origin) unless the flag is on and names an https origin of an allowed
 * host. Anything else (http, another host, a path, credentials, a query, a malformed value) is
 * same origin: a flag can point the app at a known test host, never at an arbitrary one.
 */
export interface BaseUrlFlag {
  enabled: boolean;
  variables: Readonly<Record<string, unknown>>;
}

export function resolveApiBaseUrl(
  flag: BaseUrlFlag | undefined,
  pageOrigin: string,
  allowedHosts: readonly string[],
): string {
  if (!flag?.enabled) return '';
  const value = flag.variables.baseUrl;
  if (typeof value !== 'string' || value === '' || /[\s\\]/.test(value)) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  // Only a bare origin: the value must read exactly as the origin the parser derives from it.
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return '';
  if (value.replace(/\/$/, '') !== url.origin) return '';
  if (url.origin === pageOrigin) return '';
  if (url.protocol !== 'https:' || url.port !== '' || !allowedHosts.includes(url.hostname)) return '';
  return url.origin;
}
