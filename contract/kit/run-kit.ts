import { badRequests, type BadKind } from './bad-requests';
import { checkAnswer, type Case } from './check-answer';
import type { ContractSchemas } from './contract-schemas';
import type { Operation } from './openapi-operations';
import { fillPlaceholders, PLACEHOLDERS, type Vars } from './placeholders';
import { fromApplication, LAST, SETUP, unreachable, type Capture } from './plan';
import { send, urlOf, type KitRequest } from './send';
import type { Row } from './table';
import { walkTasks, type RunOperation } from './walk-tasks';

export interface KitOptions {
  baseUrl: string;
  operations: readonly Operation[];
  schemas: ContractSchemas;
  /** Given values: org, department, and any placeholder a lender supplies (--var name=value). */
  vars: Vars;
  fetch?: typeof fetch;
  /** How long to wait, and how many times in a row, when no task is open (default 1 s, 5 times). */
  waitMs?: number;
  maxWaits?: number;
}

/** How a call that needs a session carries it, and the run's value it takes. */
const AUTH: Partial<Record<Operation['auth'], { header: string; prefix: string; from: string }>> = {
  bearer: { header: 'authorization', prefix: 'Bearer ', from: 'jwt' },
  'chat-token': { header: 'x-chat-token', prefix: '', from: 'chatToken' },
};

/** The status a task's screen was drawn for: another than the application's must be refused. */
const STATUS_HEADER = 'x-application-status';

const isTask = (op: Operation) => op.path.includes('/{uuid}/tasks/');
const callOf = (op: Operation) => `${op.method} ${op.path}`;

/**
 * Every operation of the contract, called against the back end at baseUrl: the valid example
 * and its bad variants, each answer judged by the contract; one row per operation and case.
 */
export async function runKit(opts: KitOptions): Promise<Row[]> {
  const fetchFn = opts.fetch ?? fetch;
  const vars: Vars = { password: PLACEHOLDERS.password!.sample, ...opts.vars };
  const rows: Row[] = [];
  const row = (op: Operation, kase: Case | 'every case', result: Row['result'], why: string) =>
    rows.push({ operationId: op.operationId, call: callOf(op), case: kase, result, why });

  const request = (op: Operation, capture?: Capture): { req?: KitRequest; missing: string[] } => {
    const ex = op.example;
    const filled = fillPlaceholders({ ...ex, query: capture?.query ?? ex.query, body: capture?.body ?? ex.body }, vars);
    const value = filled.value as Partial<KitRequest>;
    const missing = [...filled.missing];
    const headers: Record<string, string> = { 'x-org': String(vars.org), ...value.headers };
    const auth = AUTH[op.auth];
    if (auth && vars[auth.from] === undefined) missing.push(auth.from);
    else if (auth) headers[auth.header] = `${auth.prefix}${String(vars[auth.from])}`;
    if (missing.length > 0) return { missing };
    return { req: { path: value.path ?? {}, query: value.query ?? {}, headers, body: value.body }, missing };
  };

  const why = (missing: string[]): string => {
    const name = missing[0]!;
    const source =
      name === 'jwt' ? 'registerIdentity (a signed-in borrower)' : (PLACEHOLDERS[name]?.source ?? 'nowhere');
    return `needs ${name}, from ${source}, which the run did not get`;
  };

  /** The answer's body, with the values the capture takes from it added to the run's. */
  const learn = (answerBody: string, capture: Capture | undefined, req: KitRequest): unknown => {
    const body = JSON.parse(answerBody) as unknown;
    Object.assign(vars, definedOnly(capture?.take(body, req.body) ?? {}));
    return body;
  };

  const runOperation: RunOperation = async (op, capture, only) => {
    const blocked = unreachable(op.state.needs);
    const { req, missing } = request(op, capture);
    if (only === 'state') {
      if (!req) return undefined;
      const answer = await send(fetchFn, urlOf(opts.baseUrl, op, req), op, req);
      return answer.status === op.response.status ? learn(answer.body, capture, req) : undefined;
    }
    if (blocked || !req) {
      // Bad variants alone say nothing yet: the valid call, or the walk's end, says why.
      if (only !== 'bad') row(op, only === 'valid' ? 'valid' : 'every case', 'not checked', blocked ?? why(missing));
      return undefined;
    }
    for (const bad of only === 'valid' ? [] : badCases(op, req)) {
      const answer = await send(fetchFn, urlOf(opts.baseUrl, op, bad.req), op, bad.req, bad.fileParts);
      const verdict = checkAnswer(op, bad.kind, answer, opts.schemas, bad.pointer);
      row(op, bad.kind, verdict.result, verdict.why);
    }
    if (only === 'bad') return true;
    const answer = await send(fetchFn, urlOf(opts.baseUrl, op, req), op, req);
    const verdict = checkAnswer(op, 'valid', answer, opts.schemas);
    row(op, 'valid', verdict.result, verdict.why);
    if (verdict.result !== 'passed' || !answer.contentType.includes('json')) return undefined;
    return learn(answer.body, capture, req);
  };

  const badCases = (op: Operation, req: KitRequest) => {
    const multipart = op.request?.contentType === 'multipart/form-data';
    const fileCount = (req.body as { fileCount?: unknown } | undefined)?.fileCount;
    const files = typeof fileCount === 'number' ? fileCount : 1;
    const out: { kind: BadKind | 'stale status'; pointer: string; req: KitRequest; fileParts: number }[] = [];
    if (op.request && req.body && typeof req.body === 'object' && !Array.isArray(req.body)) {
      const kinds: BadKind[] = multipart ? ['missing required'] : ['missing required', 'wrong type', 'outside enum'];
      for (const bad of badRequests(opts.schemas, op.request.schema, req.body as Record<string, unknown>, kinds)) {
        const parts = multipart && !('fileCount' in bad.value) && typeof fileCount === 'number' ? 0 : files;
        out.push({ kind: bad.kind, pointer: bad.pointer, req: { ...req, body: bad.value }, fileParts: parts });
      }
    } else if (op.query) {
      for (const bad of badRequests(opts.schemas, op.query, req.query, ['missing required', 'outside enum'])) {
        const query = bad.value as Record<string, string>;
        out.push({ kind: bad.kind, pointer: bad.pointer, req: { ...req, query }, fileParts: files });
      }
    }
    if (op.headers.includes(STATUS_HEADER)) {
      const stale = req.headers[STATUS_HEADER] === 'COMPLETE' ? 'DECLINED' : 'COMPLETE';
      const headers = { ...req.headers, [STATUS_HEADER]: stale };
      out.push({ kind: 'stale status', pointer: `/${STATUS_HEADER}`, req: { ...req, headers }, fileParts: files });
    }
    return out;
  };

  const byId = new Map(opts.operations.map((op) => [op.operationId, op]));
  const done = new Set<string>();
  for (const capture of SETUP) {
    const op = byId.get(capture.operationId);
    if (!op) continue;
    if (capture.stateOnly || done.has(op.operationId)) await runOperation(op, capture, 'state');
    else await runOperation(op, capture);
    done.add(op.operationId);
  }
  const rest = opts.operations.filter(
    (op) => !done.has(op.operationId) && !isTask(op) && !LAST.includes(op.operationId),
  );
  for (const op of rest) await runOperation(op);
  const tasks = opts.operations.filter(isTask);
  const readApplication = async () => {
    await runOperation(byId.get('getApplication')!, { operationId: 'getApplication', take: fromApplication }, 'state');
    const take = (a: { status: string }) => ({ applicationStatus: a.status });
    const body = await runOperation(byId.get('getStatus')!, { operationId: 'getStatus', take }, 'state');
    return (body as { status?: string } | undefined)?.status;
  };
  await walkTasks({
    tasks,
    runOperation,
    readStatus: readApplication,
    notChecked: (op, text, kase) => row(op, kase, 'not checked', text),
    waitMs: opts.waitMs ?? 1000,
    maxWaits: opts.maxWaits ?? 5,
  });
  for (const id of LAST) if (byId.has(id)) await runOperation(byId.get(id)!);
  return rows;
}

function definedOnly(values: Vars): Vars {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && !Number.isNaN(v)),
  );
}
