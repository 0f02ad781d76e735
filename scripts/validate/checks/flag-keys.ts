import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { field, type ProjectCheck } from './check';

export const FEATURE_FLAGS_FILE = 'flows/feature-flags.json';
const SCREENS_DIR = 'flows/application/screens/';
/** The options of an application screen whose items name flags (income/review's methods and notes). */
const FLAGGED_LISTS = ['methods', 'notes'] as const;

/** Where an item of a flagged list names a flag: [its pointer under the item, the key]. */
function flagsNamed(item: unknown): [string, unknown][] {
  return [
    ['/hiddenWhenFlag', field(item, 'hiddenWhenFlag')],
    ['/onlyWhenFlag', field(item, 'onlyWhenFlag')],
    ['/hiddenFor/flag', field(item, 'hiddenFor', 'flag')],
    ['/onlyFor/flag', field(item, 'onlyFor', 'flag')],
  ];
}

/**
 * A brand default for a flag the app never asks for is a silent no-op, and a screen rule naming
 * one would fail in the browser (only listed keys are asked for): usually a typo.
 */
export const flagKeysCheck: ProjectCheck = {
  name: 'flag keys',
  run({ brands, flowFiles }) {
    const list = flowFiles.find((f) => f.file === FEATURE_FLAGS_FILE);
    const flags = field(list?.value, 'flags');
    if (!Array.isArray(flags)) return [];
    const known = new Set(flags.map((f) => field(f, 'key')).filter((k): k is string => typeof k === 'string'));
    const unknown = (key: string) => `"${key}" is not a flag listed in ${FEATURE_FLAGS_FILE}${didYouMean(key, known)}`;
    const diagnostics: Diagnostic[] = [];
    for (const brand of brands) {
      const own = field(brand.manifest, 'flags');
      if (!isPlainObject(own)) continue;
      for (const key of Object.keys(own)) {
        if (!known.has(key))
          diagnostics.push(diagnosticAt(brand.doc, childPointer('/flags', key), unknown(key), 'key'));
      }
    }
    for (const doc of flowFiles.filter((f) => f.file.startsWith(SCREENS_DIR))) {
      const screens = field(doc.value, 'screens');
      if (!isPlainObject(screens)) continue;
      for (const [path, screen] of Object.entries(screens)) {
        for (const listName of FLAGGED_LISTS) {
          const items = field(screen, 'options', listName);
          if (!Array.isArray(items)) continue;
          items.forEach((item, index) => {
            const at = `${childPointer(childPointer('/screens', path), 'options')}/${listName}/${index}`;
            for (const [under, key] of flagsNamed(item)) {
              if (typeof key === 'string' && !known.has(key))
                diagnostics.push(diagnosticAt(doc, `${at}${under}`, unknown(key)));
            }
          });
        }
      }
    }
    return diagnostics;
  },
};
