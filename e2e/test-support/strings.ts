export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches text containing `text` literally. */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/** Fills `{name}` placeholders of copy; a placeholder without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
