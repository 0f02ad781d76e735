import type { JsonDocument } from '../lib/json-document';
import { isPlainObject } from '../lib/schema-registry';
import { EXPORTED_VALIDATOR_TYPE, generatedHeader, type OutputFile, validatorDeclarations } from './output-files';
import { registrationModule, type NamedSchema } from './registration-validators';

const OUT = 'forms';
/** Flow files holding one form each (the bank account, the signer invitation, the sign-in); the file name is the form's key. */
const FLOW_FORMS_DIR = 'flows/forms/';

interface FlowFormSchema extends NamedSchema {
  key: string;
  file: string;
}

/** The form files of a project, in file order. */
export function flowFormFiles(flowFiles: readonly JsonDocument[]): JsonDocument[] {
  return flowFiles
    .filter((f) => f.file.startsWith(FLOW_FORMS_DIR) && f.file.endsWith('.json'))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Every form's schema as validators.js exports it; the flow forms check compiles the same set. */
export function flowFormSchemas(docs: readonly JsonDocument[]): FlowFormSchema[] {
  return docs.map((doc, i) => {
    const key = doc.file.slice(FLOW_FORMS_DIR.length, -'.json'.length);
    const id = `https://forms.heloc.invalid/${encodeURIComponent(key)}`;
    const schema = isPlainObject(doc.value) ? doc.value.schema : undefined;
    return { key, file: doc.file, exportName: `form${i}`, id, schema };
  });
}

/**
 * forms/validators.js: one precompiled validator per form of flows/forms/ (the registration ajv,
 * so errorMessage words work), and forms/index.ts with the form definitions and their validators
 * by key. Nothing when there are no form files.
 */
export async function emitFlowForms(flowFiles: readonly JsonDocument[]): Promise<OutputFile[]> {
  const docs = flowFormFiles(flowFiles);
  if (docs.length === 0) return [];
  const forms = flowFormSchemas(docs);
  const header = generatedHeader(FLOW_FORMS_DIR);
  const validatorsJs = await registrationModule(forms, `${OUT}/validators`);
  return [
    { path: `${OUT}/validators.js`, contents: `${header}\n${validatorsJs}` },
    { path: `${OUT}/validators.d.ts`, contents: validatorDeclarations(header, forms, (f) => f.file) },
    { path: `${OUT}/index.ts`, contents: indexModule(header, forms) },
  ];
}

function indexModule(header: string, forms: readonly FlowFormSchema[]): string {
  const imports = forms.map((f, i) => `import form${i} from '@flows/${f.file.slice('flows/'.length)}';`).join('\n');
  const definitions = forms
    .map((f, i) => `  ${JSON.stringify(f.key)}: form${i} as unknown as FlowForm & GeneratedForm,`)
    .join('\n');
  const validators = forms.map((f) => `  ${JSON.stringify(f.key)}: validators.${f.exportName},`).join('\n');
  return `${header}
import type { ErrorObject } from 'ajv';
import type { FlowForm } from '../types/flow-form';
import type { GeneratedForm } from '../types/generated-form';
import * as validators from './validators';
${imports}

${EXPORTED_VALIDATOR_TYPE}

/** Every form of ${FLOW_FORMS_DIR} by key (its file name), with what generation wrote beside it; npm run validate checked them against their schema. */
export const FLOW_FORMS: Readonly<Record<string, FlowForm & GeneratedForm>> = {
${definitions}
};

/** Form key -> validator of its schema. */
export const FLOW_FORM_VALIDATORS: Readonly<Record<string, CompiledValidator>> = {
${validators}
};
`;
}
