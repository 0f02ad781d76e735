import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import { eachBrand, field, listedFlagKeys } from './check';

/**
 * A brand default for a flag the app never asks for is a silent no-op: usually a typo. (A flag a
 * screen's condition names is checked with its scope, ./screen-scopes.ts.)
 */
export const flagKeysCheck = eachBrand((brand, report, { flowFiles }) => {
  const known = listedFlagKeys(flowFiles);
  const own = field(brand.manifest, 'flags');
  if (!known || !isPlainObject(own)) return;
  for (const key of Object.keys(own)) {
    if (!known.includes(key))
      report(
        childPointer('/flags', key),
        `"${key}" is not a flag listed in ${FEATURE_FLAGS_FILE}${didYouMean(key, known)}`,
        'key',
      );
  }
});
