import { isUsStateCode } from '../../src/core/geo/us-states';
import { isOrgCode } from '../../src/core/brand/resolve-brand';
import { RESERVED_HOST_PREFIXES } from '../validate/checks/host-prefixes';

/**
 * Format rules for each answer, mirroring schemas/brand-manifest.schema.json so a typo is
 * refused with a plain reason before anything is written. Each returns the problem, or
 * undefined when the value is fine; values arrive already normalised (trimmed, cased).
 */
export type Rule = (value: string) => string | undefined;

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const COLOR = /^#[0-9a-f]{6}$/;
const PHONE = /^\([2-9]\d{2}\) \d{3}-\d{4}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/;
const CITY = /^[A-Za-z .'-]{2,60}$/;

export const KINDS = ['credit-union', 'bank'] as const;
export const TERMS_LABELS = ['Terms of Use', 'Terms of Service'] as const;

function length(min: number, max: number, what: string): Rule {
  return (v) => (v.length < min || v.length > max ? `${what} must be ${min}–${max} characters long` : undefined);
}

function oneOf(allowed: readonly string[]): Rule {
  return (v) => (allowed.includes(v) ? undefined : `must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
}

export const orgRule: Rule = (v) =>
  isOrgCode(v) ? undefined : 'an org code is 2–40 upper-case letters, digits and _, starting with a letter, like BLUE_HERON_CU';

export const hostRule: Rule = (v) => {
  if (RESERVED_HOST_PREFIXES.includes(v)) {
    return `"${v}" is reserved for the platform (${RESERVED_HOST_PREFIXES.join(', ')}) and cannot select a lender`;
  }
  if (!HOST_LABEL.test(v)) {
    return `"${v}" is not a host prefix: use lower-case letters, digits and -, at most 63, not starting or ending with -`;
  }
  return undefined;
};

export const colorRule: Rule = (v) =>
  COLOR.test(v) ? undefined : `"${v}" is not a colour: write it as #rrggbb, like '#1f5fa8' (in quotes: an unquoted # starts a shell comment)`;

export const stateRule: Rule = (v) => (isUsStateCode(v) ? undefined : `"${v}" is not a US state code (one of the 50 states or DC, like "WA")`);

export const phoneRule: Rule = (v) => {
  if (PHONE.test(v)) return undefined;
  const digits = v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const likely = /^[2-9]\d{9}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : '(206) 555-0142';
  return `write the phone number exactly like "${likely}" (area code starting with 2–9)`;
};

export const emailRule: Rule = (v) =>
  EMAIL.test(v) && v.length <= 128 ? undefined : 'is not an e-mail address like help@blueheron.example';

export const nmlsRule: Rule = (v) => (/^\d{4,8}$/.test(v) ? undefined : 'an NMLS number is 4–8 digits, like 408813');

export const zipRule: Rule = (v) => (/^\d{5}$/.test(v) ? undefined : 'a zip code is five digits, like 98101');

export const cityRule: Rule = (v) => (CITY.test(v) ? undefined : 'a city is 2–60 letters, spaces, dots, apostrophes or hyphens');

export const nameRule = length(2, 80, 'the display name');
export const legalNameRule = length(2, 120, 'the legal name');
export const streetRule = length(3, 100, 'the street line');
export const kindRule = oneOf(KINDS);
export const termsLabelRule = oneOf(TERMS_LABELS);

/** Accepts `1f5fa8` too: an unquoted `#` on a shell command line is a comment, so people drop it. */
export function normaliseColor(v: string): string {
  const trimmed = v.trim().toLowerCase();
  return /^[0-9a-f]{6}$/.test(trimmed) ? `#${trimmed}` : trimmed;
}

/** `terms of use` -> `Terms of Use`; anything else is left for the rule to refuse. */
export function normaliseTermsLabel(v: string): string {
  const trimmed = v.trim();
  return TERMS_LABELS.find((label) => label.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}
