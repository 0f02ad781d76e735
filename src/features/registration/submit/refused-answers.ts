import { HttpError } from '@/core/http/http-error';
import type { RegistrationData } from '@/core/registration';
import { answerPointer, type RegistrationCall } from '@/core/registration/refused-answer';
import { buildHelocRequest, legalName, registerBody, type SubmitExtras } from '@/core/registration/request-bodies';
import { checkRequest } from '@/core/registration/request-contract';

/** A body the lender's contract refuses at an answer of the borrower's: never sent, the step says what to fix. */
export class RefusedAnswer extends Error {
  constructor(readonly answer: string) {
    super(`The lender's contract refuses the answer at ${answer}`);
    this.name = 'RefusedAnswer';
  }
}

/** A body the contract refuses elsewhere (not the borrower's answers): never sent either. */
export class RefusedBody extends Error {
  constructor(readonly request: RegistrationCall) {
    super(`The lender's contract refuses the ${request} body`);
    this.name = 'RefusedBody';
  }
}

/** Checks a body against the lender's contract before it is sent; throws RefusedAnswer or RefusedBody. */
export function ensureAccepted<T>(request: RegistrationCall, body: T): T {
  const check = checkRequest(request, body);
  if (check.ok) return body;
  throw check.answer ? new RefusedAnswer(check.answer) : new RefusedBody(request);
}

/**
 * Before any call: the first answer a body built from the answers would be refused at, so no
 * account is made for an application that cannot be sent. The create body is checked without
 * its consents (read later); only the borrower's answers count here, each body is checked
 * whole again just before it is sent.
 */
export function firstRefusedAnswer(
  data: RegistrationData,
  {
    signedIn,
    authMode,
    extras,
  }: { signedIn: boolean; authMode?: 'password' | 'identity-provider'; extras: SubmitExtras },
): string | null {
  const bodies: [RegistrationCall, unknown][] = [
    signedIn ? ['profile-name', legalName(data)] : ['register', registerBody(data, authMode)],
    ['create', buildHelocRequest(data, extras, null)],
  ];
  for (const [request, body] of bodies) {
    const check = checkRequest(request, body);
    if (!check.ok && check.answer) return check.answer;
  }
  return null;
}

/** The answer a back end's 400 names (ApiError errors[].pointer), when it is one of the borrower's. */
export function answerRefusedBy(request: RegistrationCall, error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const errors = (error.data as { errors?: { pointer?: unknown }[] } | null)?.errors ?? [];
  for (const { pointer } of errors) {
    const answer = typeof pointer === 'string' ? answerPointer(request, pointer) : null;
    if (answer) return answer;
  }
  return null;
}
