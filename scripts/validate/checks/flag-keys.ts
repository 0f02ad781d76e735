import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import { field, listedFlagKeys, type ProjectCheck } from './check';

/**
 * A brand default for a flag the app never asks for is a silent no-op: usually a typo. (A flag a
 * screen's condition names is checked with its scope, ./screen-scopes.ts.)
 */
export const flagKeysCheck: ProjectCheck = {
  name: 'flag keys',
  run({ brands, flowFiles }) {
    const known = listedFlagKeys(flowFiles);
    if (!known) return [];
    const diagnostics: Diagnostic[] = [];
    for (const brand of brands) {
      const own = field(brand.manifest, 'flags');
      if (!isPlainObject(own)) continue;
      for (const key of Object.keys(own)) {
        if (known.includes(key)) continue;
        const message = `"${key}" is not a flag listed in ${FEATURE_FLAGS_FILE}${didYouMean(key, known)}`;
        diagnostics.push(diagnosticAt(brand.doc, childPointer('/flags', key), message, 'key'));
      }
    }
    return diagnostics;
  },
};
