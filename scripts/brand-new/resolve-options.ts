import { FIELDS, itemProblems, splitList, type Answers, type BrandOptions, type Kind, type TermsLabel } from './fields';

/**
 * Options after defaults, normalisation and format checks: safe to build a manifest from. `nav`
 * absent: the navigation bar is derived from the brand colour; `states` sorted, as
 * brands/README.md asks for statesServed.
 */
export type BrandInput = Required<Omit<BrandOptions, 'nav' | 'kind' | 'termsLabel'>> &
  Pick<BrandOptions, 'nav'> & { kind: Kind; termsLabel: TermsLabel };

/** Values that passed their rule (so later checks can still run on them), and every problem. */
export interface Resolved {
  input: Partial<BrandInput>;
  /** Fields given but refused, so checks that combine fields (the palette) can skip them. */
  refused: ReadonlySet<keyof BrandInput>;
  errors: string[];
}

// brands/README.md: a lender has 1–3 host prefixes; more is almost always a typo in the list.
const MAX_HOSTS = 3;

/**
 * Applies defaults and every format rule; all problems are returned together so one run tells
 * staff everything to fix. Options may come from JavaScript or JSON, so nothing is trusted.
 */
export function resolveOptions(options: BrandOptions): Resolved {
  const errors: string[] = [];
  const refused = new Set<keyof BrandInput>();
  const input: Record<string, string | string[]> = {};
  const given = options as unknown as Record<string, unknown>;
  for (const spec of FIELDS) {
    const raw = given[spec.key];
    if (spec.list) {
      const items = splitList(raw, spec.normalise);
      const problems = itemProblems(spec, items);
      if (items.length === 0) problems.push(`--${spec.flag} is missing: give at least one, comma-separated`);
      if (problems.length > 0) refused.add(spec.key);
      errors.push(...problems);
      input[spec.key] = (spec.key === 'states' ? items.sort() : items).filter((v) => spec.rule(v) === undefined);
      continue;
    }
    const typed = typeof raw === 'string' ? spec.normalise(raw) : '';
    // Defaults read only values that passed (legal name = name), so a refused name is reported
    // once, under --name, rather than again under the flag nobody typed.
    const value = typed || spec.normalise(spec.fallback?.(input as Answers) ?? '');
    if (value === '') {
      if (spec.need === 'required') errors.push(`--${spec.flag} is missing`);
      continue;
    }
    const problems = itemProblems(spec, [value]);
    if (problems.length === 0) input[spec.key] = value;
    else refused.add(spec.key);
    errors.push(...problems);
  }
  const hosts = input.hosts ?? [];
  if (hosts.length > MAX_HOSTS) errors.push(`--hosts: give at most ${MAX_HOSTS} host prefixes, not ${hosts.length}`);
  return { input: input as Partial<BrandInput>, refused, errors };
}

/** A complete input, once resolveOptions reported no problems. */
export function isComplete(resolved: Resolved): resolved is Resolved & { input: BrandInput } {
  return resolved.errors.length === 0;
}
