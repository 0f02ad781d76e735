/**
 * Fills `{name}` placeholders in copy from flows/ and brands/. An unknown placeholder, or a value
 * that is missing or empty, is an error rather than a silent blank ('in the last  months'), so a
 * typo in copy or a brand without the value fails a test instead of reaching a borrower.
 * `npm run validate` fills every template a brand's values fill, for every brand
 * (scripts/validate/checks/brand-words.ts).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return template.replace(PLACEHOLDER_THEN_PERIOD, (_match, key: string, period: string | undefined) => {
    if (!Object.hasOwn(values, key)) throw new Error(`Unknown placeholder {${key}} in "${template}"`);
    const value = values[key];
    const text = value === undefined ? '' : String(value);
    if (text.trim() === '') throw new Error(`No value for placeholder {${key}} in "${template}"`);
    // A value that ends a sentence itself ('Bank, N.A.') takes the place of the template's period.
    return text.endsWith('.') ? text : text + (period ?? '');
  });
}

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;
const PLACEHOLDER_THEN_PERIOD = /\{([a-zA-Z][a-zA-Z0-9]*)\}(\.)?/g;

/** Placeholder names used by a template, for build-time checks. */
export function templateKeys(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}
