/**
 * Fills `{name}` placeholders in copy from flows/ and brands/. Unknown placeholders are an
 * error rather than a silent blank, so a typo in copy fails a test instead of reaching a borrower.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (_match, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`Unknown placeholder {${key}} in "${template}"`);
    return String(values[key]);
  });
}

/** Placeholder names used by a template, for build-time checks. */
export function templateKeys(template: string): string[] {
  return [...template.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g)].map((m) => m[1]!);
}
