/**
 * The published OpenAPI document (contract/openapi.json), read as the kit calls it: every
 * operation with its parameters, example, body, answers and auth. The kit reads nothing else.
 */

/** A JSON Schema (2020-12) of the document, or a `$ref` to one of its components. */
export type Schema = Record<string, unknown>;

export type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  security?: unknown;
};

/** How a call carries a session: none, the borrower's bearer token, or the chat's token. */
export type Auth = 'none' | 'bearer' | 'chat-token';

/** A request's parts, as an example gives them; a string may hold `{{placeholder}}`s. */
export interface Example {
  path?: Record<string, string | undefined>;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
  body?: unknown;
}

/** An operation as the kit calls it. */
export interface Operation {
  operationId: string;
  /** Upper case: `GET`. */
  method: string;
  /** With its parameters: `/{uuid}/documents`. */
  path: string;
  auth: Auth;
  /** The header parameters it takes (`x-org`, `idempotency-key`, `x-application-status`, ...). */
  headers: string[];
  /** The path parameters, as one object schema. */
  pathParams: Schema;
  /** The query parameters, as one object schema; none when the call takes no query. */
  query?: Schema;
  request?: { schema: Schema; contentType: string; optional: boolean };
  /** The success answer; no schema for a 204, or for a body the contract does not describe. */
  response: { status: number; contentType?: string; schema?: Schema };
  /** The error statuses it lists, lowest first, each with its body's schema. */
  errors: { status: number; schema?: Schema }[];
  /** The valid request (parameters' and body's examples, and `x-header-examples`). */
  example: Example;
  /** `x-state`: what must exist first and, for a task, the statuses it is open in. */
  state: { needs: string[]; statuses?: string[]; note?: string };
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const AUTHS: Record<string, Auth> = { bearerAuth: 'bearer', chatToken: 'chat-token' };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a local `$ref` (`#/components/...`) names; JSON Pointer escapes undone. */
export function refTarget(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`${ref}: the kit follows only references inside the document`);
  let at: unknown = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    at = isObject(at) || Array.isArray(at) ? (at as Json)[key] : undefined;
    if (at === undefined) throw new Error(`${ref}: not in the document`);
  }
  return at;
}

/** A Reference Object followed to what it names (a parameter, a response, a schema). */
export function deref(doc: OpenApiDocument, value: unknown): Json {
  let at = value;
  for (let hops = 0; isObject(at) && typeof at.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`${String(at.$ref)}: a reference loop`);
    at = refTarget(doc, at.$ref);
  }
  if (!isObject(at)) throw new Error('a reference that names no object');
  return at;
}

/** The parameters of one place (path, query) as one object schema: each parameter a property. */
function objectSchema(params: readonly Json[]): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [String(p.name), (p.schema ?? {}) as Schema])),
    required: params.filter((p) => p.required === true).map((p) => String(p.name)),
  };
}

function examples(params: readonly Json[]): Record<string, string> | undefined {
  const withExample = params.filter((p) => p.example !== undefined);
  if (withExample.length === 0) return undefined;
  return Object.fromEntries(withExample.map((p) => [String(p.name), p.example as string]));
}

/** The one media type of a body: its type, schema and example. */
function media(content: unknown): { contentType: string; schema?: Schema; example?: unknown } | undefined {
  if (!isObject(content)) return undefined;
  const [contentType, value] = Object.entries(content)[0] ?? [];
  if (!contentType) return undefined;
  const m = isObject(value) ? value : {};
  return { contentType, schema: m.schema as Schema | undefined, example: m.example };
}

function authOf(security: unknown, path: string): Auth {
  const schemes = Array.isArray(security) ? security.flatMap((s) => (isObject(s) ? Object.keys(s) : [])) : [];
  if (schemes.length === 0) return 'none';
  const auth = AUTHS[schemes[0]!];
  if (!auth) throw new Error(`${path}: security scheme ${schemes[0]} is not one the kit knows`);
  return auth;
}

function operation(doc: OpenApiDocument, path: string, method: string, raw: Json, shared: unknown[]): Operation {
  const where = `${method.toUpperCase()} ${path}`;
  const params = [...shared, ...(Array.isArray(raw.parameters) ? raw.parameters : [])].map((p) => deref(doc, p));
  const at = (place: string) => params.filter((p) => p.in === place);
  const responses = Object.entries(isObject(raw.responses) ? raw.responses : {}).map(([status, r]) => ({
    status: Number(status),
    ...media(deref(doc, r).content),
  }));
  const success = responses.filter((r) => r.status >= 200 && r.status < 300).sort((a, b) => a.status - b.status)[0];
  if (!success) throw new Error(`${where}: no success response`);
  const errors = responses.filter((r) => r.status >= 400).sort((a, b) => a.status - b.status);
  const body = isObject(raw.requestBody) ? deref(doc, raw.requestBody) : undefined;
  const request = body && media(body.content);
  if (body && !request?.schema) throw new Error(`${where}: a request body without a schema`);
  const state = (isObject(raw['x-state']) ? raw['x-state'] : { needs: [] }) as Operation['state'];
  const [pathExample, queryExample] = [examples(at('path')), examples(at('query'))];
  const example: Example = {
    ...(pathExample && { path: pathExample }),
    ...(queryExample && { query: queryExample }),
    ...(isObject(raw['x-header-examples']) && { headers: raw['x-header-examples'] as Example['headers'] }),
    ...(request?.example !== undefined && { body: request.example }),
  };
  return {
    operationId: typeof raw.operationId === 'string' ? raw.operationId : where,
    method: method.toUpperCase(),
    path,
    auth: authOf(raw.security ?? doc.security, where),
    headers: at('header').map((p) => String(p.name)),
    pathParams: objectSchema(at('path')),
    ...(at('query').length > 0 && { query: objectSchema(at('query')) }),
    ...(request && {
      request: { schema: request.schema!, contentType: request.contentType, optional: body.required !== true },
    }),
    response: {
      status: success.status,
      ...(success.contentType && { contentType: success.contentType }),
      ...(success.schema && { schema: success.schema }),
    },
    errors: errors.map((e) => ({ status: e.status, ...(e.schema && { schema: e.schema }) })),
    example,
    state: { ...state, needs: Array.isArray(state.needs) ? state.needs : [] },
  };
}

/** Every operation of the document, in its order (path by path, method by method). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [method, raw] of Object.entries(item)) {
      if (METHODS.includes(method) && isObject(raw)) ops.push(operation(doc, path, method, raw, shared));
    }
  }
  return ops;
}
