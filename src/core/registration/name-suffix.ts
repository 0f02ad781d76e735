import type { PersonName } from '@/generated/types/person-name';

/** Registration's suffix list (flows/shared/defs.json suffix) says 'no suffix' with this entry. */
const NO_SUFFIX = 'N/A';

/**
 * The suffix as the server takes it: registration's 'N/A' (and an empty answer) is no suffix and
 * is left out, never sent as if it were one; the others are the contract's (person-name schema).
 */
export function suffixForServer(suffix: string | null | undefined): PersonName['suffix'] | undefined {
  if (!suffix || suffix.trim().toUpperCase() === NO_SUFFIX) return undefined;
  return suffix as PersonName['suffix'];
}
