/** An experiment's arm (flows/platform/experiments.json). No JSON import here, so the browser tests can use it too. */
export type VariationKey = 'control' | 'variation';

/** 32-bit FNV-1a: a stable, well-spread hash, the same in the browser, Node and the tests. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Which arm a tracker is in: its bucket (0-99, from the experiment key and the tracker id) below
 * the variation share means the variation. Deterministic, so one browser always sees one arm.
 */
export function assignVariation(experiment: { key: string; variationShare: number }, trackerId: string): VariationKey {
  return fnv1a(`${experiment.key}:${trackerId}`) % 100 < experiment.variationShare ? 'variation' : 'control';
}
