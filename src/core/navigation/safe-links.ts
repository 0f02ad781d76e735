/**
 * Login redirect targets must be a path on this site: a slash followed by a lower-case letter.
 * Dot segments ('..', '%2e%2e') are refused too: the URL parser resolves them, so '/a/..' would
 * land on '/' and '/a/../B' on a path that no longer starts with a lower-case letter.
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !/^\/[a-z]/.test(value) || value.startsWith('//') || /[\\\s]/.test(value)) return false;
  const path = value.split(/[?#]/)[0]!;
  return !path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

/** Brand-supplied links may only use https:, mailto:, tel: or a path on this site. */
export function isSafeBrandLink(value: string): boolean {
  if (/^\/[a-z0-9]/.test(value)) return true;
  return /^(https:\/\/[a-z0-9.-]+(\/\S*)?|mailto:[^@\s]+@[^@\s]+|tel:\+?[0-9-]{7,20})$/i.test(value);
}

export function isExternalLink(value: string): boolean {
  return !value.startsWith('/');
}
