import { formFields } from '../../../src/core/form/fields';
import { pointerSegments } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { field, readJson } from './check';
import { registrationCheck } from './registration-flow';

export const REGISTRATION_DATA_SCHEMA = 'schemas/registration-data.schema.json';

type Json = Record<string, unknown>;

/** The property names RegistrationData allows at a pointer (following local $refs), or undefined when the pointer leaves it. */
function dataPropertiesAt(root: Json, pointer: string): string[] | undefined {
  const resolve = (node: unknown): Json | undefined => {
    if (!isPlainObject(node)) return undefined;
    const ref = node.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
    return resolve(
      pointerSegments(ref.slice(1)).reduce<unknown>((n, s) => (isPlainObject(n) ? n[s] : undefined), root),
    );
  };
  let node = resolve(root);
  for (const segment of pointerSegments(pointer)) {
    const properties = node && isPlainObject(node.properties) ? node.properties : undefined;
    node = properties ? resolve(properties[segment]) : undefined;
    if (!node) return undefined;
  }
  return node && isPlainObject(node.properties) ? Object.keys(node.properties) : [];
}

/**
 * Step fields must be fields of RegistrationData (the type the steps, prefill and submit code
 * share), and the pointers rules, hidden and disables entries name must be fields of their step.
 */
export const registrationFieldsCheck = registrationCheck((loaded, context) => {
  const dataSchema = readJson(context.rootDir, REGISTRATION_DATA_SCHEMA);
  if (!isPlainObject(dataSchema)) return;
  const at = loaded.report;
  for (const { at: stepAt, key, step } of loaded.steps) {
    const fields = formFields(step as { schema: unknown; uiSchema: unknown });
    for (const f of fields) {
      const parent = f.pointer.slice(0, f.pointer.lastIndexOf('/'));
      const name = pointerSegments(f.pointer).at(-1)!;
      const allowed = dataPropertiesAt(dataSchema, parent);
      if (allowed && !allowed.includes(name)) {
        at(
          `${stepAt}/schema${f.schemaPointer}`,
          `"${f.pointer}" is not a field of RegistrationData (${REGISTRATION_DATA_SCHEMA})${didYouMean(name, allowed)}`,
          'key',
        );
      }
    }
    const known = fields.map((f) => f.pointer);
    const mustBeField = (pointer: unknown, where: string) => {
      if (typeof pointer === 'string' && !known.includes(pointer))
        at(where, `"${pointer}" is not a field of step "${key}"${didYouMean(pointer, known)}`);
    };
    (field(step, 'rules') as Json[]).forEach((use, r) => {
      mustBeField(use.field, `${stepAt}/rules/${r}/field`);
      ((use.disables as unknown[] | undefined) ?? []).forEach((p, i) =>
        mustBeField(p, `${stepAt}/rules/${r}/disables/${i}`),
      );
    });
    ((field(step, 'hidden') as Json[] | undefined) ?? []).forEach((h, i) =>
      (h.fields as unknown[]).forEach((p, j) => mustBeField(p, `${stepAt}/hidden/${i}/fields/${j}`)),
    );
  }
});
