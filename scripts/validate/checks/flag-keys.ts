import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { field, type ProjectCheck } from './check';

export const FEATURE_FLAGS_FILE = 'flows/feature-flags.json';

/**
 * A brand default for a flag the app never asks for is a silent no-op: usually a typo. (A flag a
 * screen's condition names is checked with its scope, ./screen-scopes.ts.)
 */
export const flagKeysCheck: ProjectCheck = {
  name: 'flag keys',
  run({ brands, flowFiles }) {
    const list = flowFiles.find((f) => f.file === FEATURE_FLAGS_FILE);
    const flags = field(list?.value, 'flags');
    if (!Array.isArray(flags)) return [];
    const known = new Set(flags.map((f) => field(f, 'key')).filter((k): k is string => typeof k === 'string'));
    const diagnostics: Diagnostic[] = [];
    for (const brand of brands) {
      const own = field(brand.manifest, 'flags');
      if (!isPlainObject(own)) continue;
      for (const key of Object.keys(own)) {
        if (known.has(key)) continue;
        const message = `"${key}" is not a flag listed in ${FEATURE_FLAGS_FILE}${didYouMean(key, known)}`;
        diagnostics.push(diagnosticAt(brand.doc, childPointer('/flags', key), message, 'key'));
      }
    }
    return diagnostics;
  },
};
