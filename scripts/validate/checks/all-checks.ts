import type { ProjectCheck } from './check';
import { contrastCheck } from './contrast';
import { defaultBrandCheck } from './default-brand';
import { flagKeysCheck } from './flag-keys';
import { hostPrefixesCheck } from './host-prefixes';
import { logoFileCheck } from './logo-file';
import { newYorkCounterpartCheck } from './new-york-counterpart';
import { orgCodesCheck } from './org-codes';
import { stateCodesCheck } from './state-codes';

/** Every cross-file rule `npm run validate` applies; a new rule is one module plus one line here. */
export const ALL_CHECKS: readonly ProjectCheck[] = [
  orgCodesCheck,
  hostPrefixesCheck,
  defaultBrandCheck,
  logoFileCheck,
  newYorkCounterpartCheck,
  stateCodesCheck,
  flagKeysCheck,
  contrastCheck,
];
