import { childPointer, pointerSegments, valueAt } from '../../../src/core/json-pointer';
import { SCREEN_APPLICATION_FIELDS, SCREEN_CONTEXT_FIELDS } from '../../../src/core/application/screen-conditions';
import { isApplicationScreensFile } from '../../generate/emit-application-screens';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import type { Diagnostic } from '../diagnostic';
import { diagnosticAt } from '../locate';
import { field, listedFlagKeys, type ProjectCheck } from './check';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import { conditionPointers, scopedConditions, written } from './registration-scopes';

const SIGNER_SCREENS_FILE = 'flows/signer/screens.json';
const CONTEXT = 'the screen context (src/core/application/screen-conditions.ts)';

/** Why `scope` names nothing in the screen context, or undefined when it names a field. */
export function screenScopeProblem(scope: string, knownFlags: readonly string[]): string | undefined {
  const [first = '', second, third, ...more] = pointerSegments(scope);
  const fields: readonly string[] = SCREEN_CONTEXT_FIELDS;
  if (!fields.includes(first))
    return `names no field of ${CONTEXT}: it has no "${first}"${didYouMean(first, fields)} (its fields: ${fields.join(', ')})`;
  if (first === 'flags') {
    if (second === undefined) return undefined;
    if (!knownFlags.includes(second))
      return `names "${second}", which is not a flag listed in ${FEATURE_FLAGS_FILE}${didYouMean(second, knownFlags)}`;
    if (third !== undefined && third !== 'enabled')
      return `names no field of ${CONTEXT}: /flags/${second} has no "${third}"${didYouMean(third, ['enabled'])}`;
    if (more.length) return `names no field of ${CONTEXT}: /flags/${second}/enabled is a value with no fields`;
    return undefined;
  }
  const application: readonly string[] = SCREEN_APPLICATION_FIELDS;
  if (second !== undefined && !application.includes(second))
    return `names no field of ${CONTEXT}: /application has no "${second}"${didYouMean(second, application)}`;
  if (third !== undefined) return `names no field of ${CONTEXT}: /application/${second} is a value with no fields`;
  return undefined;
}

/**
 * Every scope of a condition in the application's and the signer's screens (shownWhen,
 * splitWhen, askBackOfIdWhen, introVariant.when, and the named ones under $defs) names a field of
 * the screen context: a flag flows/feature-flags.json lists (the app asks for it by key) or the
 * application's employmentType. A misspelt scope would otherwise never hold, silently.
 */
export const screenScopesCheck: ProjectCheck = {
  run({ flowFiles }) {
    const knownFlags = listedFlagKeys(flowFiles) ?? [];
    const diagnostics: Diagnostic[] = [];
    for (const doc of flowFiles.filter((f) => isApplicationScreensFile(f.file) || f.file === SIGNER_SCREENS_FILE)) {
      const value = written(doc);
      const defs = field(value, '$defs');
      const named = isPlainObject(defs) ? Object.keys(defs).map((name) => childPointer('/$defs', name)) : [];
      for (const at of [...named, ...conditionPointers(field(value, 'screens'), '/screens')]) {
        for (const { pointer, scope } of scopedConditions(valueAt(value, at), at)) {
          const message = screenScopeProblem(scope, knownFlags);
          if (message) diagnostics.push(diagnosticAt(doc, childPointer(pointer, 'scope'), message));
        }
      }
    }
    return diagnostics;
  },
};
