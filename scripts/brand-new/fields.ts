import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import { manifestRule, type Rule } from './manifest-check';

/** brand:new scaffolds partner lenders only; the provider's own kinds are set up by hand. */
export const KINDS = ['credit-union', 'bank'] as const;
export type Kind = (typeof KINDS)[number];
export type TermsLabel = BrandManifest['footer']['termsLabel'];
export const TERMS_LABELS: readonly TermsLabel[] = ['Terms of Use', 'Terms of Service'];

/** What staff give for a new lender; lists are already split. Optional fields have defaults. */
export interface BrandOptions {
  org: string;
  name: string;
  legalName?: string;
  kind?: string;
  hosts: string[];
  primary: string;
  nav?: string;
  states: string[];
  phone: string;
  email: string;
  nmls: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  termsLabel?: string;
}

export type FieldKey = keyof BrandOptions;

/** Answers as typed, one string per field (comma-separated for lists), before any checking. */
export type Answers = Partial<Record<FieldKey, string>>;

export interface FieldSpec {
  key: FieldKey;
  /** Command-line flag, without the dashes. */
  flag: string;
  question: string;
  /** Comma-separated on the command line and at the prompt; the rule applies to each item. */
  list?: true;
  /**
   * 'required': must be given; 'default': `fallback` fills it in; 'optional': may stay empty
   * (only --nav, whose absence means "derive the bar from the brand colour").
   */
  need: 'required' | 'default' | 'optional';
  /** The default, from earlier answers; also offered at the prompt. */
  fallback?: (answers: Answers) => string | undefined;
  /** Offered at the prompt but never assumed without asking. */
  suggest?: (answers: Answers) => string | undefined;
  normalise: (value: string) => string;
  rule: Rule;
}

// Names and addresses: surrounding and doubled spaces are never meant, and would show in the footer.
const tidy = (v: string) => v.trim().replace(/\s+/g, ' ');
const upper = (v: string) => v.trim().toUpperCase();
const lower = (v: string) => v.trim().toLowerCase();

/** Accepts `1f5fa8` too: an unquoted `#` on a shell command line is a comment, so people drop it. */
function normaliseColor(v: string): string {
  const trimmed = v.trim().toLowerCase();
  return /^[0-9a-f]{6}$/.test(trimmed) ? `#${trimmed}` : trimmed;
}

/** `terms of use` -> `Terms of Use`; anything else is left for the schema to refuse. */
function normaliseTermsLabel(v: string): string {
  const trimmed = v.trim();
  return TERMS_LABELS.find((label) => label.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

/** The manifest's rule for kind, then brand:new's own narrower choice. */
const kindRule: Rule = (v) =>
  manifestRule('/kind')(v) ??
  (KINDS.some((k) => k === v) ? undefined : `must be one of ${KINDS.map((k) => `"${k}"`).join(', ')}`);

/** `Blue Heron Credit Union` -> `blueheron`: the usual first host prefix, letters and digits only. */
function prefixFromName(answers: Answers): string | undefined {
  const words = (answers.name ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const generic = new Set(['credit', 'union', 'bank', 'federal', 'fcu', 'cu', 'the', 'of', 'and', 'trust', 'savings']);
  const kept = words.filter((w) => !generic.has(w));
  const label = (kept.length > 0 ? kept : words).join('').slice(0, 63);
  return label || undefined;
}

/** Every question, in the order they are asked and listed; one row per flag, which is the key in kebab case. */
const QUESTIONS: readonly Omit<FieldSpec, 'flag'>[] = [
  {
    key: 'org',
    question: 'Org code (folder name, e.g. BLUE_HERON_CU)',
    need: 'required',
    normalise: upper,
    rule: manifestRule('/orgCode'),
  },
  {
    key: 'name',
    question: 'Display name',
    need: 'required',
    normalise: tidy,
    rule: manifestRule('/displayName'),
  },
  {
    key: 'legalName',
    question: 'Legal name',
    need: 'default',
    fallback: (a) => a.name,
    normalise: tidy,
    rule: manifestRule('/legalName'),
  },
  {
    key: 'kind',
    question: 'Kind (credit-union or bank)',
    need: 'default',
    fallback: () => 'credit-union',
    normalise: lower,
    rule: kindRule,
  },
  {
    key: 'hosts',
    question: 'Host prefixes, comma-separated',
    list: true,
    need: 'required',
    suggest: prefixFromName,
    normalise: lower,
    rule: manifestRule('/hostPrefixes/0'),
  },
  {
    key: 'primary',
    question: 'Brand colour (#rrggbb)',
    need: 'required',
    normalise: normaliseColor,
    rule: manifestRule('/theme/colors/primary'),
  },
  {
    key: 'nav',
    question: 'Navigation bar colour (#rrggbb, Enter to derive it)',
    need: 'optional',
    normalise: normaliseColor,
    rule: manifestRule('/theme/colors/navBackground'),
  },
  {
    key: 'states',
    question: 'States served, comma-separated (e.g. OR,WA)',
    list: true,
    need: 'required',
    normalise: upper,
    rule: manifestRule('/statesServed/0'),
  },
  {
    key: 'phone',
    question: 'Support phone, like (206) 555-0142',
    need: 'required',
    normalise: tidy,
    rule: manifestRule('/support/phone'),
  },
  {
    key: 'email',
    question: 'Support e-mail',
    need: 'required',
    normalise: (v) => v.trim(),
    rule: manifestRule('/support/email'),
  },
  {
    key: 'nmls',
    question: 'NMLS number',
    need: 'required',
    normalise: (v) => v.trim(),
    rule: manifestRule('/company/nmls'),
  },
  {
    key: 'street',
    question: 'Street address',
    need: 'required',
    normalise: tidy,
    rule: manifestRule('/company/address/street1'),
  },
  {
    key: 'city',
    question: 'City',
    need: 'required',
    normalise: tidy,
    rule: manifestRule('/company/address/city'),
  },
  {
    key: 'state',
    question: 'State of the address (2 letters)',
    need: 'required',
    normalise: upper,
    rule: manifestRule('/company/address/state'),
  },
  {
    key: 'zip',
    question: 'Zip code',
    need: 'required',
    normalise: (v) => v.trim(),
    rule: manifestRule('/company/address/zip'),
  },
  {
    key: 'termsLabel',
    question: 'Terms link text ("Terms of Service" or "Terms of Use")',
    need: 'default',
    fallback: () => 'Terms of Service',
    normalise: normaliseTermsLabel,
    rule: manifestRule('/footer/termsLabel'),
  },
];

export const FIELDS: readonly FieldSpec[] = QUESTIONS.map((spec) => ({
  ...spec,
  flag: spec.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
}));

/**
 * A comma-separated answer (or, from JavaScript or JSON, an array) -> items, dropping blanks and
 * repeats (the schema wants unique items).
 */
export function splitList(value: unknown, normalise: (v: string) => string = (v) => v.trim()): string[] {
  let items: string[] = [];
  if (Array.isArray(value)) items = value.filter((v): v is string => typeof v === 'string');
  else if (typeof value === 'string') items = value.split(',');
  return [...new Set(items.map(normalise).filter((v) => v !== ''))];
}

/** The rule applied to each normalised item, each problem prefixed by its flag and value. */
export function itemProblems(spec: FieldSpec, items: readonly string[]): string[] {
  return items.flatMap((v) => {
    const problem = spec.rule(v);
    return problem ? [`--${spec.flag} ${v}: ${problem}`] : [];
  });
}

/** The problems with one typed answer (the prompt asks again while there are any). */
export function answerProblems(spec: FieldSpec, raw: string): string[] {
  const items = spec.list ? splitList(raw, spec.normalise) : [spec.normalise(raw)].filter((v) => v !== '');
  return items.length === 0 ? [`--${spec.flag} is missing`] : itemProblems(spec, items);
}

/** Flags still needed, as `--org`, for required fields without an answer. */
export function missingFlags(answers: Answers): string[] {
  return FIELDS.filter((f) => f.need === 'required' && !answers[f.key]?.trim()).map((f) => `--${f.flag}`);
}

/**
 * Options from raw answers: lists split, blanks left out so defaults apply. Required fields may
 * still be absent; resolveOptions reports them, as it must for callers that skip this step.
 */
export function optionsFromAnswers(answers: Answers): BrandOptions {
  const options: Record<string, string | string[]> = {};
  for (const spec of FIELDS) {
    const raw = answers[spec.key]?.trim();
    if (!raw) continue;
    options[spec.key] = spec.list ? splitList(raw) : raw;
  }
  return { hosts: [], states: [], ...options } as unknown as BrandOptions;
}
