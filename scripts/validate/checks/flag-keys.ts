import { childPointer } from '../../../src/core/json-pointer';
import { isApplicationScreensFile } from '../../generate/emit-application-screens';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import { field, type ProjectCheck } from './check';

export const FEATURE_FLAGS_FILE = 'flows/feature-flags.json';

/** The flows whose screens name flags the app asks for by key. */
const SIGNER_SCREENS_FILE = 'flows/signer/screens.json';

/**
 * Settings in a screen that name a flag the app asks by key: `flag` (hiddenFor/onlyFor rules,
 * flagIntro) or a name ending in Flag (hiddenWhenFlag, onlyWhenFlag, splitWhenFlag, backOfIdFlag).
 */
const FLAG_SETTING = /^flag$|Flag$/;

/** Every flag setting under `value`, with its pointer. */
function flagSettings(value: unknown, pointer: string): { pointer: string; key: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => flagSettings(item, childPointer(pointer, String(i))));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([name, inner]) => {
    const at = childPointer(pointer, name);
    return FLAG_SETTING.test(name) ? [{ pointer: at, key: inner }] : flagSettings(inner, at);
  });
}

/**
 * A brand default for a flag the app never asks for is a silent no-op, and so is a screen setting
 * naming one (the app would ask for a key the list does not have and read it as off): usually a typo.
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
    for (const doc of flowFiles.filter((f) => isApplicationScreensFile(f.file) || f.file === SIGNER_SCREENS_FILE)) {
      const screens = field(doc.value, 'screens');
      if (!isPlainObject(screens)) continue;
      for (const [path, screen] of Object.entries(screens)) {
        for (const setting of flagSettings(screen, childPointer('/screens', path))) {
          if (typeof setting.key === 'string' && known.has(setting.key)) continue;
          const name = JSON.stringify(setting.key);
          const message = `${name} is not a flag listed in ${FEATURE_FLAGS_FILE}${typeof setting.key === 'string' ? didYouMean(setting.key, known) : ''}`;
          diagnostics.push(diagnosticAt(doc, setting.pointer, message));
        }
      }
    }
    return diagnostics;
  },
};
