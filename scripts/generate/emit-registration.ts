import type { RegistrationSteps } from '../../src/generated/types/registration-steps';
import type { JsonDocument } from '../lib/json-document';
import { EXPORTED_VALIDATOR_TYPE, generatedHeader, type OutputFile, validatorDeclarations } from './output-files';
import { REGISTRATION_STEPS_FILE, registrationSchemaId } from './registration-ajv';
import { registrationModule, type NamedSchema } from './registration-validators';

const OUT = 'registration';

interface Compiled extends NamedSchema {
  /** Step key: the key the core looks the validator up by. */
  key: string;
}

/** The validators steps.js exports; the registration schemas check compiles the same set. */
export function registrationSchemas(flow: RegistrationSteps): { steps: Compiled[] } {
  const steps = flow.steps.map((step, i) => ({
    key: step.key,
    exportName: `step${i}`,
    id: registrationSchemaId.step(step.key),
    schema: step.schema,
  }));
  return { steps };
}

/**
 * registration/steps.js (one validator per step schema), its .d.ts, and registration/index.ts
 * mapping step keys to validators. The flow's conditions are not compiled: the core's condition
 * interpreter reads them (src/core/status/match-condition.ts). Nothing when the project has no
 * steps file.
 */
export async function emitRegistration(flowFiles: readonly JsonDocument[]): Promise<OutputFile[]> {
  const doc = flowFiles.find((f) => f.file === REGISTRATION_STEPS_FILE);
  if (!doc) return [];
  // generate validated the project first, so the file matches its schema.
  const { steps } = registrationSchemas(doc.value as RegistrationSteps);
  const header = generatedHeader(REGISTRATION_STEPS_FILE);
  const stepsJs = await registrationModule(steps, `${OUT}/steps`);
  return [
    { path: `${OUT}/steps.js`, contents: `${header}\n${stepsJs}` },
    { path: `${OUT}/steps.d.ts`, contents: validatorDeclarations(header, steps, (s) => s.key) },
    { path: `${OUT}/step-validators.ts`, contents: stepValidatorsModule(header, steps) },
    { path: `${OUT}/index.ts`, contents: indexModule(header) },
  ];
}

function entries(namespace: string, set: Compiled[]): string {
  return set.map((c) => `  ${JSON.stringify(c.key)}: ${namespace}.${c.exportName},`).join('\n');
}

/** The step validators in a module of their own: the app loads it only once the borrower answers. */
function stepValidatorsModule(header: string, steps: Compiled[]): string {
  return `${header}
import type { CompiledValidator } from './index';
import * as steps from './steps';

/** Step key -> validator of that step's schema. */
export const STEP_VALIDATORS: Readonly<Record<string, CompiledValidator>> = {
${entries('steps', steps)}
};
`;
}

function indexModule(header: string): string {
  return `${header}
import type { ErrorObject } from 'ajv';

${EXPORTED_VALIDATOR_TYPE}

/**
 * Step key -> validator of that step's schema, in a chunk of its own: not needed to draw a step,
 * only to check the answers (src/core/registration/step-validators.ts).
 */
export const loadStepValidators = (): Promise<Readonly<Record<string, CompiledValidator>>> => import('./step-validators').then((m) => m.STEP_VALIDATORS);
`;
}
