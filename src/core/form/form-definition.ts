import type { ErrorObject } from 'ajv';
import type { StepRule } from '@/generated/types/flow-form';

/** A precompiled ajv validator (npm run generate): true when the data matches; otherwise `errors` holds ajv-errors messages. */
export type CompiledValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export type Severity = 'error' | 'warning';

/**
 * One message for one field; `pointer` is a JSON pointer into the form data. `live` messages
 * show as soon as they apply instead of on submit: those of rules that disable other fields,
 * so a borrower never meets a disabled control without its reason.
 */
export type FieldError = { pointer: string; message: string; severity: Severity; live?: true };

/**
 * A named rule as a flow uses it (StepRule of schemas/flows): the registry key, the field, its
 * params, its words by message key, its severity and the fields it disables while it reports.
 */
export type FormRuleUse = Pick<StepRule, 'rule' | 'field' | 'params' | 'messages' | 'severity' | 'disables'>;

/** How a field's typed text is read before it is checked and sent (src/core/form/prepare-data.ts). */
export type Preparation = 'trim' | 'digits';

/**
 * What every form of a flow is: a registration step, an application form screen, a form of
 * flows/forms/. The schema is the contract (with the flow's errorMessage words), the uiSchema
 * says how it is drawn, rules add the checks a schema cannot make.
 */
export interface FormDefinition {
  schema: object;
  uiSchema?: object;
  rules?: readonly FormRuleUse[];
  /** Pointer -> words for a failure the schema gives no errorMessage for. */
  messages?: Readonly<Record<string, string | undefined>>;
  /** Pointer -> how the typed text is read (trimmed, digits only) before the checks and the send. */
  prepare?: Readonly<Record<string, Preparation | undefined>>;
}
