import { orgFromQuery } from '@/core/brand/resolve-brand';

/** A base that never matches a real host: only the path part of a target is compared against it. */
const PROBE_ORIGIN = 'https://redirect-check.invalid';

/**
 * Login redirect targets must be a path on this site: a slash followed by a lower-case letter.
 * The check is the URL parser's own reading: a target is accepted only when parsing it against
 * this site changes nothing. The parser strips control characters and whitespace, resolves dot
 * segments (plain or '%2e'-encoded), turns backslashes into slashes and percent-encodes Unicode,
 * so any target it would rewrite ('/a/..', '/a/%2e%2e\u0000', '/\\evil') could land somewhere
 * the rule never saw, and is refused. Encoded dots, slashes, backslashes and controls are refused
 * as well: no page of the app needs them, and a later decode could turn them into the real thing.
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  if (
    typeof value !== 'string' ||
    !/^\/[a-z]/.test(value) ||
    /[\u0000-\u0020\u007f-\u00a0\\]|%(?:[01][0-9a-f]|2e|2f|5c|7f)/i.test(value)
  )
    return false;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === PROBE_ORIGIN && url.href === PROBE_ORIGIN + value && /^\/[a-z]/.test(url.pathname);
}

/**
 * The URL check of borrower-journey.md section 5: an absolute http or https URL with a host (a
 * link or image address from the server, such as a loan officer's photo). Brand links are held
 * to more (isSafeBrandLink: https only), by our own rule.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Brand-supplied links may only use https:, mailto:, tel: or a path on this site. */
export function isSafeBrandLink(value: string): boolean {
  if (/^\/[a-z0-9]/.test(value)) return true;
  return /^(https:\/\/[a-z0-9.-]+(\/\S*)?|mailto:[^@\s]+@[^@\s]+|tel:\+?[0-9-]{7,20})$/i.test(value);
}

export function isExternalLink(value: string): boolean {
  return !value.startsWith('/');
}

/**
 * True when following `href` must load a new document rather than route inside the app: a link
 * off the site, or a site path that names a lender (`org`), since the brand is decided once, when
 * a document loads. Any other site path routes in place, keeping the brand and the session the
 * page already has.
 */
export function needsDocumentLoad(href: string): boolean {
  if (isExternalLink(href)) return true;
  const query = href.split('#')[0]!.split('?')[1];
  return query !== undefined && orgFromQuery(query) !== null;
}
