import type { BrandManifest } from '@/generated/types/brand-manifest';

/** A manifest's footer note on the states served (schemas/brand-manifest.schema.json). */
export type StatesServedNote = NonNullable<BrandManifest['footer']['statesServedNote']>;

/**
 * The states a lender serves, as a comma-separated list, with a brand's note (for example
 * 'with more states to come') appended for the product it applies to while the lender serves
 * fewer states than the note's threshold.
 */
export function formatStatesServed(states: readonly string[], product: string, note?: StatesServedNote): string {
  const list = [...states].sort().join(', ');
  if (note && note.product === product && states.length < note.whenFewerThan) {
    return `${list}, ${note.text}`;
  }
  return list;
}
