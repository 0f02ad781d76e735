/**
 * Matching a URL under /account/heloc/{uuid}/ to a screen path of flows/, where a segment written
 * :name is a parameter (income/link/:type).
 */
export interface ScreenMatch {
  /** The screen path as written in flows, e.g. income/link/:type. */
  path: string;
  params: Readonly<Record<string, string>>;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/**
 * The screen a URL rest (the part after the uuid) shows, or undefined. Literal segments win over
 * parameters, so product/select/confirm is never read as a parameter of something else.
 */
export function matchScreen(paths: readonly string[], rest: string): ScreenMatch | undefined {
  const wanted = segments(rest);
  let best: { match: ScreenMatch; literals: number } | undefined;
  for (const path of paths) {
    const pattern = segments(path);
    if (pattern.length !== wanted.length || pattern.length === 0) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const ok = pattern.every((part, i) => {
      const value = wanted[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeSegment(value);
        return value !== '';
      }
      literals += 1;
      return part === value;
    });
    if (ok && (!best || literals > best.literals)) best = { match: { path, params }, literals };
  }
  return best?.match;
}

/** A screen path with its parameters filled: ('income/link/:type', { type: 'X' }) -> income/link/X. */
export function fillScreenPath(path: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  return segments(path)
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined) throw new Error(`Screen path "${path}" needs the parameter ${part}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
