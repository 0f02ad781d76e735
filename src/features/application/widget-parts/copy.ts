/**
 * A screen's words by key. A key missing from the flow file throws, so a typo fails the widget's
 * test (which renders the real flow copy) instead of showing a borrower an empty label.
 */
export function words(copy: Readonly<Record<string, string>>) {
  return (key: string): string => {
    const text = copy[key];
    if (typeof text !== 'string') throw new Error(`Screen copy is missing "${key}"`);
    return text;
  };
}
