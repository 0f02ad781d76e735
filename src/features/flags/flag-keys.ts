import type { Flags } from '@/core/flags/manifest-flags';
import { FLAG_KEY_LIST } from '@/generated/flags/keys';

export type { Flags };

/** The fixed list of flags the app keeps (flows/feature-flags.json); anything else is dropped. */
export const FLAG_KEYS: ReadonlySet<string> = new Set(FLAG_KEY_LIST);

export function keepKnownFlags(
  features: readonly { key: string; enabled: boolean; variables?: Record<string, unknown> }[],
): Flags {
  const flags: Record<string, { enabled: boolean; variables: Record<string, unknown> }> = {};
  for (const feature of features) {
    if (FLAG_KEYS.has(feature.key))
      flags[feature.key] = { enabled: feature.enabled, variables: feature.variables ?? {} };
  }
  return flags;
}
