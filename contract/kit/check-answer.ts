import type { BadKind } from './bad-requests';
import { schemaName, type ContractSchemas, type Schema } from './contract-schemas';
import type { Operation } from './openapi-operations';

/**
 * A valid request, a bad one, or a task sent for a status the application is not in (a stale
 * x-application-status: the contract's duty is a 409, and the task not applied).
 */
export type Case = 'valid' | BadKind | 'stale status';
export type Result = 'passed' | 'failed' | 'not checked';

/** What the back end answered: enough to judge it against the contract. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export interface Verdict {
  result: Result;
  why: string;
}

/** The body parsed, or undefined when it is not JSON (no JSON text parses to undefined). */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function jsonProblems(schemas: ContractSchemas, schema: Schema, body: string): string[] {
  const value = parsed(body);
  if (value === undefined) return [`body is not JSON: ${JSON.stringify(body.slice(0, 60))}`];
  return schemas.problems(schema, value).map((p) => `body ${p}`);
}

const failed = (why: string): Verdict => ({ result: 'failed', why });

/**
 * One answer judged by the contract: the status is the success status for a valid request, 400
 * for a bad one and 409 for a stale status, and among the statuses the operation lists; a success body matches the
 * response schema (a 204 has none, a file its content type); an error body matches its status's
 * error schema (api-error).
 * `pointer` is the property a bad request broke; an error that names it says so.
 */
export function checkAnswer(
  op: Operation,
  kase: Case,
  answer: Answer,
  schemas: ContractSchemas,
  pointer?: string,
): Verdict {
  const listed = [op.response.status, ...op.errors.map((e) => e.status)];
  const expected = kase === 'valid' ? op.response.status : kase === 'stale status' ? 409 : 400;
  if (answer.status !== expected) {
    const unlisted = listed.includes(answer.status) ? '' : ` (not a status the contract lists: ${listed.join(', ')})`;
    const message = (parsed(answer.body) as { message?: unknown } | null | undefined)?.message;
    const said = typeof message === 'string' ? `: ${message}` : '';
    return failed(`answered ${answer.status}, expected ${expected}${unlisted}${said}`.slice(0, 160));
  }
  if (!listed.includes(expected)) return failed(`${expected} is not a status the contract lists for it`);
  if (kase !== 'valid') {
    const errorSchema = op.errors.find((e) => e.status === expected)?.schema;
    if (!errorSchema) return failed(`the contract gives no body for ${expected}`);
    const problems = jsonProblems(schemas, errorSchema, answer.body);
    if (problems.length > 0) return failed(`error ${problems.join('; ')}`);
    const errors = (JSON.parse(answer.body) as { errors?: { pointer: string }[] }).errors ?? [];
    const named =
      pointer !== undefined && errors.some((e) => e.pointer === pointer || e.pointer.startsWith(`${pointer}/`));
    return { result: 'passed', why: `${answer.status} ${schemaName(errorSchema)}${named ? `, names ${pointer}` : ''}` };
  }
  const { response } = op;
  if (response.status === 204) {
    return answer.body === '' ? { result: 'passed', why: '204, no body' } : failed(`204 with a body`);
  }
  const type = response.contentType ?? 'application/json';
  if (type === 'application/pdf' && !answer.contentType.startsWith(type)) {
    return failed(`content type ${answer.contentType || 'none'}, expected ${type}`);
  }
  if (type !== 'application/json') return { result: 'passed', why: `${answer.status}, ${answer.contentType}` };
  if (!response.schema) {
    return parsed(answer.body) !== undefined
      ? { result: 'passed', why: `${answer.status}, JSON` }
      : failed('body is not JSON');
  }
  const problems = jsonProblems(schemas, response.schema, answer.body);
  if (problems.length > 0) return failed(problems.slice(0, 3).join('; '));
  return { result: 'passed', why: `${answer.status} ${schemaName(response.schema)}` };
}
