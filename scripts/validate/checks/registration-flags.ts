import { conditionRefs } from '../../../src/core/registration/condition-ids';
import type { RegistrationSteps } from '../../../src/generated/types/registration-steps';
import { childPointer, valueAt } from '../../../src/core/json-pointer';
import { isPlainObject, jsonNodes } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { field, listedFlagKeys } from './check';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import { registrationCheck } from './registration-flow';

/** Flag keys a condition tests, as { "properties": { "flags": { "properties": { "<key>": ... } } } }, with where they sit. */
function flagKeysIn(value: unknown, pointer: string): { key: string; pointer: string }[] {
  return [...jsonNodes(value, pointer)].flatMap((node) => {
    const flags = field(node.value, 'properties', 'flags', 'properties');
    if (!isPlainObject(flags)) return [];
    return Object.keys(flags).map((key) => ({
      key,
      pointer: childPointer(`${node.pointer}/properties/flags/properties`, key),
    }));
  });
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
