import { dobProblem } from '../heloc/dob-rules';
import { fieldError, spokenFieldError } from './task-errors';
import type { TaskEffect } from './task-effect';

type Body = Record<string, unknown>;

export const INSURANCE_DOCUMENT_TYPE = 'INSURANCE_DECLARATIONS';

/** Spec words (borrower-journey.md section 5, date of birth), shown by start/profile as they come. */
export const DOB_MESSAGES = {
  invalid: 'Invalid date',
  tooYoung: 'Must be at least {age} years old',
  tooYoungAgeRestricted: 'Must be {age} years or older to apply for a loan',
} as const;

/**
 * Effects of the tasks a borrower may send in any status of an open application: the insurance
 * declarations page (insurance/upload) and the profile check (start/profile).
 */
export const EFFECTS_ANY_TIME: Record<string, TaskEffect> = {
  'submit-insurance': (record, body: Body, env) => {
    const doc = record.documents.find((d) => d.uuid === body.documentUuid && d.ownerIdentityUuid === env.identityUuid);
    if (doc?.documentType !== INSURANCE_DOCUMENT_TYPE)
      throw fieldError('/documentUuid', `is not an ${INSURANCE_DOCUMENT_TYPE} document uploaded to this application`);
    return {
      ...record,
      workflow: { ...record.workflow, answers: { ...record.workflow.answers, insuranceDocumentUuid: doc.uuid } },
    };
  },
  // The profile itself is changed by the route (it is not part of the application record).
  'confirm-profile': (record, body: Body, env) => {
    const problem = dobProblem(body.dob as string, [record.property.state], env.now, record.product);
    if (problem?.kind === 'invalid') throw spokenFieldError('/dob', DOB_MESSAGES.invalid);
    if (problem?.kind === 'tooYoung') {
      const words = problem.ageRestricted ? DOB_MESSAGES.tooYoungAgeRestricted : DOB_MESSAGES.tooYoung;
      throw spokenFieldError('/dob', words.replace('{age}', String(problem.minAge)));
    }
    return {
      ...record,
      workflow: {
        ...record.workflow,
        answers: { ...record.workflow.answers, profileConfirmed: env.now.toISOString() },
      },
    };
  },
};
