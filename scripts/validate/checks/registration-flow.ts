import type { JsonDocument } from '../../lib/json-document';
import { isPlainObject } from '../../lib/schema-registry';
import { REGISTRATION_STEPS_FILE } from '../../generate/registration-ajv';
import type { Diagnostic } from '../diagnostic';
import { reporter, type CheckContext, type ProjectCheck, type Report } from './check';

export const REGISTRATION_COPY_FILE = 'flows/registration/copy.json';

type Json = Record<string, unknown>;

export interface LoadedStep {
  /** Pointer of the step in steps.json, /steps/<i>. */
  at: string;
  key: string;
  step: Json;
}

export interface LoadedFlow {
  doc: JsonDocument;
  flow: Json;
  steps: LoadedStep[];
  /** What the check found so far (a problem in another file goes here too), and how it adds a problem in steps.json. */
  diagnostics: Diagnostic[];
  report: Report;
}

/**
 * A check of flows/registration/steps.json, run once the file matches its schema (until then the
 * schema's own diagnostics say what is wrong, and these checks would only add noise).
 */
export function registrationCheck(
  check: (flow: LoadedFlow, context: CheckContext) => void | Promise<void>,
): ProjectCheck {
  return {
    async run(context) {
      const doc = context.flowFiles.find((f) => f.file === REGISTRATION_STEPS_FILE);
      if (!doc || !context.validFiles.has(doc.file) || !isPlainObject(doc.value)) return [];
      const flow = doc.value;
      const steps = (flow.steps as Json[]).map((step, i) => ({ at: `/steps/${i}`, key: step.key as string, step }));
      const diagnostics: Diagnostic[] = [];
      await check({ doc, flow, steps, diagnostics, report: reporter(doc, diagnostics) }, context);
      return diagnostics;
    },
  };
}
