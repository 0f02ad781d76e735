import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSandbox, type TestSandbox } from './test-support/test-sandbox';
import {
  readOperationList,
  routeOf,
  samplePath,
  schemaNamesIn,
  servedRoutes,
  type ServedRoute,
} from './test-support/route-patterns';
import { BORROWER_TASKS, TASK_RULES } from './workflow/task-rules';
import { SIGNER_TASK_RULES } from './workflow/signer-tasks';
import type * as ValidateRequest from './validate-request';

// The contract (schemas/api/operations.json) and the sandbox kept honest both ways: every
// listed operation is served, every served route is listed, and the schemas agree.

/** The schemas the sandbox checked a request against, in order (the real validator, watched). */
const checked = vi.hoisted(() => [] as string[]);
vi.mock('./validate-request', async (importOriginal) => {
  const real = await importOriginal<typeof ValidateRequest>();
  return {
    ...real,
    createRequestValidator: (...args: Parameters<typeof real.createRequestValidator>) => {
      const validator = real.createRequestValidator(...args);
      return {
        body: (c, schema) => (checked.push(schema), validator.body(c, schema)),
        query: (c, schema) => (checked.push(schema), validator.query(c, schema)),
        value: (value, schema, rootName) => (checked.push(schema), validator.value(value, schema, rootName)),
      } satisfies ValidateRequest.RequestValidator;
    },
  };
});

const list = readOperationList();
const operations = list.operations;
const SCHEMAS = new Set(
  readdirSync(fileURLToPath(new URL('../../schemas/api/', import.meta.url)), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) =>
      f
        .split('\\')
        .join('/')
        .replace(/\.schema\.json$/, ''),
    ),
);
/** Checked in every handler, never a call's own body or query. */
const SHARED = new Set(['path-params', 'write-headers']);

let t: TestSandbox;
let routes: ServedRoute[];
beforeAll(async () => {
  t = await createTestSandbox();
  // The control API and the web server's /config.json (served by nginx in a deployment) are not the back end's.
  routes = servedRoutes(t.sandbox.app).filter((r) => !r.path.startsWith('/__sandbox') && r.path !== '/config.json');
});
afterAll(() => t.dispose());

describe('every listed operation is served', () => {
  beforeEach(() => void checked.splice(0));

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const res = await t.sandbox.app.request(samplePath(op), { method: op.method });
    const body = (await res.text()).slice(0, 200);
    expect(body).not.toContain('No sandbox route');
    // Its answer is the listed success or one of the listed errors.
    expect([op.response.status, ...op.errors]).toContain(res.status);
    expect(routeOf(op, routes)?.method).toBe(op.method);
    // Sent with nothing, a call stops at its first check: what it checked so far must be listed.
    const own = checked.filter((name) => !SHARED.has(name));
    expect(own.filter((n) => n.endsWith('-query') && n !== op.query)).toEqual([]);
    expect(own.filter((n) => !n.endsWith('-query') && n !== op.request?.schema)).toEqual([]);
  });
});

describe('every served route is listed', () => {
  it('answers each route with an operation of the list', () => {
    const answered = new Set(operations.map((op) => routeOf(op, routes)));
    const unlisted = routes.filter((r) => !answered.has(r)).map((r) => `${r.method} ${r.path}`);
    expect(unlisted).toEqual([]);
  });
});

describe('the listed schemas are the ones the sandbox checks', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', (_name, op) => {
    const route = routeOf(op, routes)!;
    const named = schemaNamesIn(route.handler, SCHEMAS).filter((n) => !SHARED.has(n));
    const queries = named.filter((n) => n.endsWith('-query'));
    const bodies = named.filter((n) => !n.endsWith('-query'));
    // A handler that names its schemas in its own code must name the listed ones (helpers' are not seen).
    if (queries.length > 0) expect(new Set(queries)).toEqual(new Set([op.query]));
    if (bodies.length > 0) expect(new Set(bodies)).toEqual(new Set([op.request?.schema]));
  });
});

describe('tasks', () => {
  const borrowerTasks = operations.filter((op) => op.path.includes('/{uuid}/tasks/'));
  const taskOf = (op: { path: string }) => op.path.slice(op.path.lastIndexOf('/') + 1);

  it('lists every borrower task, each with its own body schema', () => {
    expect(borrowerTasks.map(taskOf).sort()).toEqual([...BORROWER_TASKS].sort());
    for (const op of borrowerTasks) expect(op.request?.schema).toBe(`tasks/${taskOf(op)}`);
  });

  it('lists the statuses in which each task is open', () => {
    for (const op of borrowerTasks) {
      const froms = TASK_RULES.filter((r) => r.task === taskOf(op)).map((r) => r.from);
      const expected = froms.includes('*') ? undefined : [...new Set(froms.flat())].sort();
      expect({ task: taskOf(op), statuses: op.state.statuses?.toSorted() }).toEqual({
        task: taskOf(op),
        statuses: expected,
      });
    }
  });

  it('lists every additional signer task', () => {
    const signerTasks = operations.filter((op) => op.path.includes('/co-deed/tasks/')).map(taskOf);
    expect(signerTasks.sort()).toEqual(SIGNER_TASK_RULES.map((r) => r.task).sort());
  });
});
