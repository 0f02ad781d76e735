import validateCreate from '@/generated/validators/heloc-create-request';
import validatePersonName from '@/generated/validators/person-name';
import validateRegister from '@/generated/validators/register-request';
import { refusedAnswerOf, type RegistrationCall } from './refused-answer';

/**
 * The lender's contract for each registration call: the validators the sandbox's schemas
 * (schemas/api) precompile to, so the browser checks a body as the back end will. Only the
 * submit imports this file, so the validators load with account creation, not the first step.
 */
const CONTRACT = {
  register: validateRegister,
  'profile-name': validatePersonName,
  create: validateCreate,
} satisfies Record<RegistrationCall, unknown>;

export type ContractCheck = { ok: true } | { ok: false; answer: string | null };

/** Whether the contract takes the body; if not, the borrower's answer it names first (null: none of theirs). */
export function checkRequest(request: RegistrationCall, body: unknown): ContractCheck {
  const validate = CONTRACT[request];
  if (validate(body)) return { ok: true };
  return { ok: false, answer: refusedAnswerOf(request, validate.errors ?? []) };
}
