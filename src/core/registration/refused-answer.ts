import type { ErrorObject } from 'ajv';
import { formFields, type FieldError } from '@/core/form';
import { childPointer, isWithin } from '@/core/json-pointer';
import type { RegistrationContext } from './context';
import { registrationCopy } from './copy';
import { stepByKey } from './flow';
import { pathSteps } from './navigation';

/** The calls registration makes with the borrower's answers (borrower-journey.md section 7). */
export type RegistrationCall = 'register' | 'profile-name' | 'create';

/** Where each answer goes in each body: [pointer in the body, pointer in the answers]. */
const ANSWER_AT: Record<RegistrationCall, readonly (readonly [string, string])[]> = {
  register: [
    ['/email', '/email'],
    ['/password', '/password'],
    ['/phoneNumber', '/phoneNumber'],
  ],
  'profile-name': [['', '/name']],
  create: [
    ['/profileRequest/name', '/name'],
    ['/profileRequest/dob', '/dob'],
    ['/profileRequest/email', '/email'],
    ['/profileRequest/phoneNumber', '/phoneNumber'],
    ['/profileRequest/homeAddress', '/homeAddress'],
    ['/propertyRequest', '/propertyAddress'],
    ['/income/incomePrimary', '/income/income'],
    ['/income/incomeOther', '/income/otherIncome'],
    ['/employmentType', '/income/employmentType'],
    ['/propertyListedForSale', '/isListedForSale'],
    ['/businessPurpose', '/businessPurpose'],
  ],
};

/** The answer a pointer into a request body came from; null for what the borrower did not type (consents, ids). */
export function answerPointer(request: RegistrationCall, bodyPointer: string): string | null {
  for (const [body, answer] of ANSWER_AT[request]) {
    if (isWithin(bodyPointer, body)) return `${answer}${bodyPointer.slice(body.length)}`;
  }
  return null;
}

/** The body pointer an ajv error of the contract's validator is about: a missing property's own. */
export function contractErrorPointer(error: Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>): string {
  const params = error.params as { missingProperty?: unknown; errors?: ErrorObject[] };
  if (error.keyword === 'required') return childPointer(error.instancePath, String(params.missingProperty));
  // ajv-errors wraps the failed keywords: a wrapped required is about the missing property too.
  const required = params.errors?.find((e) => e.keyword === 'required');
  return required ? contractErrorPointer(required) : error.instancePath;
}

/** The first answer a contract's errors name, in the order ajv reports them; null when none is the borrower's. */
export function refusedAnswerOf(
  request: RegistrationCall,
  errors: readonly Pick<ErrorObject, 'keyword' | 'instancePath' | 'params'>[],
): string | null {
  for (const error of errors) {
    const answer = answerPointer(request, contractErrorPointer(error));
    if (answer) return answer;
  }
  return null;
}

/** Where the borrower fixes a refused answer: the step on their path that asks for it, and the field's words. */
export interface Refusal {
  step: string;
  error: FieldError;
}

/**
 * The step and message for an answer the lender's contract refused although the step took it.
 * The message is the field's own from the flow (its pattern's words when it has several), so
 * the borrower reads what the step would say; null when no step on the path asks for it.
 */
export function refusalAt(answer: string, ctx: RegistrationContext): Refusal | null {
  for (const key of pathSteps(ctx)) {
    const field = formFields(stepByKey(key)).find((f) => isWithin(answer, f.pointer) || isWithin(f.pointer, answer));
    if (field) {
      return { step: key, error: { pointer: field.pointer, message: fieldWords(field.schema), severity: 'error' } };
    }
  }
  return null;
}

function fieldWords(schema: Record<string, unknown>): string {
  const words = schema.errorMessage;
  if (typeof words === 'string') return words;
  if (words && typeof words === 'object') {
    const byKeyword = words as Record<string, unknown>;
    const chosen = byKeyword.pattern ?? byKeyword.type ?? Object.values(byKeyword).find((w) => typeof w === 'string');
    if (typeof chosen === 'string') return chosen;
  }
  return registrationCopy.fallbackError;
}
