/**
 * Redirect rules from flows/routes/redirects.json. A rule's `from` is a path pattern with
 * :params and an optional trailing * (the rest of the path), in react-router's syntax, so the
 * router matches them; this module fills the target.
 */
export interface RedirectRule {
  from: string;
  to: string;
}

export function redirectTarget(rule: RedirectRule, params: Readonly<Record<string, string | undefined>>): string {
  const filled = rule.to.replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Redirect ${rule.from} -> ${rule.to}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const rest = params['*'];
  return rule.from.endsWith('*') && rest ? `${filled.replace(/\/$/, '')}/${rest}` : filled;
}

/** Pure matcher with the router's semantics, for tests and build-time checks. */
export function matchRedirect(pathname: string, rules: readonly RedirectRule[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const rule of rules) {
    const params = matchPattern(rule.from, path);
    if (params) return redirectTarget(rule, params);
  }
  return null;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const splat = pattern.endsWith('/*');
  const patternParts = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (splat ? pathParts.length < patternParts.length : pathParts.length !== patternParts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of patternParts.entries()) {
    const actual = pathParts[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  if (splat) params['*'] = pathParts.slice(patternParts.length).join('/');
  return params;
}
