import { conditionRefs } from '../../../src/core/registration/condition-ids';
import type { RegistrationSteps } from '../../../src/generated/types/registration-steps';
import { childPointer, valueAt } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { field, listedFlagKeys } from './check';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import { registrationCheck } from './registration-flow';

/** Flag keys a condition tests, as { "properties": { "flags": { "properties": { "<key>": ... } } } }, with where they sit. */
function flagKeysIn(
  node: unknown,
  pointer: string,
  found: { key: string; pointer: string }[] = [],
): { key: string; pointer: string }[] {
  if (Array.isArray(node)) node.forEach((n, i) => flagKeysIn(n, childPointer(pointer, i), found));
  if (!isPlainObject(node)) return found;
  const flags = field(node, 'properties', 'flags', 'properties');
  if (isPlainObject(flags)) {
    for (const key of Object.keys(flags))
      found.push({ key, pointer: childPointer(`${pointer}/properties/flags/properties`, key) });
  }
  for (const [k, v] of Object.entries(node)) flagKeysIn(v, childPointer(pointer, k), found);
  return found;
}

/** A condition or rule that reads a flag the app never fetches would silently never fire. */
export const registrationFlagsCheck = registrationCheck((loaded, context) => {
  const known = listedFlagKeys(context.flowFiles);
  if (!known) return;
  const check = (key: string, pointer: string, where: 'key' | 'value') => {
    if (!known.includes(key))
      loaded.report(pointer, `"${key}" is not a flag listed in ${FEATURE_FLAGS_FILE}${didYouMean(key, known)}`, where);
  };
  const seen = new Set<string>();
  // A flag a scoped or named condition reads is checked with its scope, where it is written
  // (./registration-scopes.ts); here only those written as JSON Schema in steps.json itself.
  const written: unknown = JSON.parse(loaded.doc.text);
  for (const ref of conditionRefs(loaded.flow as unknown as RegistrationSteps)) {
    for (const f of flagKeysIn(ref.schema, ref.pointer).filter((f) => valueAt(written, f.pointer) !== undefined)) {
      // Nested conditions appear once per level that holds them; report each place once.
      if (!seen.has(f.pointer)) check(f.key, f.pointer, 'key');
      seen.add(f.pointer);
    }
  }
  for (const { at, step } of loaded.steps) {
    (step.rules as Record<string, unknown>[]).forEach((use, r) => {
      const flag = field(use, 'params', 'flag');
      if (typeof flag === 'string') check(flag, `${at}/rules/${r}/params/flag`, 'value');
    });
  }
});
