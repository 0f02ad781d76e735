import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import type { ApiOperations, Operation } from '@/generated/types/api-operations';

/** The back end's operation list, as the contract is written (schemas/api/operations.json). */
export function readOperationList(): ApiOperations {
  return JSON.parse(
    readFileSync(new URL('../../../schemas/api/operations.json', import.meta.url), 'utf8'),
  ) as ApiOperations;
}

export interface ServedRoute {
  method: string;
  /** As registered: `/x/:uuid`, `/x/:file{[a-z0-9-]+\.pdf}`. */
  path: string;
  pattern: RegExp;
  handler: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A registered path as a regular expression: `:name` one segment, `:name{re}` that expression. */
function routePattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    const param = /^:[A-Za-z0-9_]+(?:\{(.+)\})?$/.exec(segment);
    if (!param) return escape(segment);
    return param[1] === undefined ? '[^/]+' : `(?:${param[1]})`;
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/** Every method and path the app registers, in registration order (the first that matches answers), middleware aside. */
export function servedRoutes(app: Hono): ServedRoute[] {
  const seen = new Set<string>();
  return app.routes.flatMap((r) => {
    const key = `${r.method} ${r.path}`;
    if (r.method === 'ALL' || seen.has(key)) return [];
    seen.add(key);
    return [{ method: r.method, path: r.path, pattern: routePattern(r.path), handler: r.handler.toString() }];
  });
}

/** A value each path parameter takes in a request that reaches its route. */
const SAMPLES: Record<string, string> = {
  context: 'heloc',
  department: 'OPS_CHAT',
  kind: 'customer',
  documentFile: 'closing-disclosure.pdf',
  fileName: 'photo.png',
  conversationId: 'conversation-1',
  consentType: 'SMS',
  code: 'CAHOME25',
};
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** The operation's path with every parameter filled in. */
export function samplePath(op: Operation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => SAMPLES[name] ?? SAMPLE_UUID);
}

/** The route that answers the operation: the first registered one its method and sample path match. */
export function routeOf(op: Operation, routes: readonly ServedRoute[]): ServedRoute | undefined {
  const path = samplePath(op);
  return routes.find((r) => r.method === op.method && r.pattern.test(path));
}

/** Schema names a handler's own code passes as string literals (`validator.body(c, 'login-request')`). */
export function schemaNamesIn(handler: string, known: ReadonlySet<string>): string[] {
  return [...handler.matchAll(/["'`]([a-z0-9-]+(?:\/[a-z0-9-]+)?)["'`]/g)]
    .map((m) => m[1]!)
    .filter((n) => known.has(n));
}
