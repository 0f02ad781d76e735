import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import type { Diagnostic } from '../diagnostic';
import { diagnosticAt } from '../locate';
import type { ProjectCheck } from './check';

/** Keys npm run generate writes beside a form in src/generated/flows/ (scripts/generate/emit-flows.ts). */
const GENERATED_KEYS = ['engine', 'rjsfValidators'] as const;

/**
 * `engine` and `rjsfValidators` beside a form are generation's (schemas/flows/generated-form.schema.json
 * types them in src/generated/flows/); an author writing one would override what generation decides
 * (which engine draws the form, which validators it loads). The flow schemas refuse them too; this
 * check says why, with file, line and pointer, in place of the schema's bare "not allowed here".
 */
export const generatedKeysCheck: ProjectCheck = {
  run({ flowFiles }) {
    const out: Diagnostic[] = [];
    for (const doc of flowFiles) {
      const visit = (value: unknown, pointer: string): void => {
        if (Array.isArray(value)) {
          value.forEach((item, i) => visit(item, childPointer(pointer, String(i))));
          return;
        }
        if (!isPlainObject(value)) return;
        const isForm = isPlainObject(value.schema) && isPlainObject(value.uiSchema);
        for (const [key, child] of Object.entries(value)) {
          const at = childPointer(pointer, key);
          if (isForm && (GENERATED_KEYS as readonly string[]).includes(key)) {
            out.push(
              diagnosticAt(
                doc,
                at,
                `"${key}" is written by npm run generate (src/generated/flows/), never in flows/: remove it`,
                'key',
              ),
            );
          } else visit(child, at);
        }
      };
      visit(doc.value, '');
    }
    return out;
  },
};
