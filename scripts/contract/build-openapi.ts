import type { ApiOperations, Operation } from '@/generated/types/api-operations';
import { childPointer } from '../../src/core/json-pointer';
import { componentRef, schemaComponents, type SchemaObject } from './api-schemas';

/** The error body every error answer carries. */
const ERROR_SCHEMA = 'api-error';
const PATH_PARAMS = 'path-params';
const REQUEST_HEADERS = 'request-headers';
/** Sent with every call (platform spec, section 7). */
const EVERY_CALL_HEADER = 'x-org';
/** A security scheme rather than a parameter, so the reference page shows it with the auth. */
const CHAT_TOKEN_HEADER = 'x-chat-token';

/** What an error status means here; each operation lists the ones its back end answers. */
const ERROR_WORDS: Record<number, string> = {
  400: 'The body, query, path or a header is not valid: errors name each field.',
  401: 'No session: the token is missing, expired, revoked or of another org (message unauthenticated), or the credentials or chat token are wrong.',
  403: 'Signed in, but not allowed: a token signed by someone else (invalid signature), or another identity than the one named.',
  404: 'Nothing by that name for this caller.',
  409: 'Not now: the application or conversation is in another state than the call needs (for a task, a stale x-application-status).',
  422: 'The idempotency-key was already used for another request.',
};

/** Path parameter names, in order: `{uuid}` and `{conditionUuid}`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function properties(schema: SchemaObject | undefined): { names: string[]; required: Set<string> } {
  const props = schema?.properties;
  const names = props && typeof props === 'object' ? Object.keys(props) : [];
  const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  return { names, required };
}

function parameters(op: Operation, schemas: ReadonlyMap<string, SchemaObject>): unknown[] {
  const param = (where: 'path' | 'query', name: string, required: boolean, schemaName: string) => {
    const example = op.example?.[where]?.[name];
    const schema = componentRef(schemaName, childPointer('/properties', name));
    return { name, in: where, required, schema, ...(example === undefined ? {} : { example }) };
  };
  const query = properties(op.query ? schemas.get(op.query) : undefined);
  return [
    ...pathParamNames(op.path).map((name) => param('path', name, true, PATH_PARAMS)),
    ...query.names.map((name) => param('query', name, query.required.has(name), op.query!)),
    ...[EVERY_CALL_HEADER, ...(op.headers ?? [])].map((name) => ({ $ref: `#/components/parameters/${name}` })),
  ];
}

function describe(op: Operation): string | undefined {
  const parts = [
    op.notes,
    op.state.statuses && `Open while the application's status is ${op.state.statuses.join(', ')}.`,
    op.state.note,
    op.calledBy === 'review' && 'Not called by the web app.',
  ];
  const text = parts.filter((p): p is string => typeof p === 'string').join('\n\n');
  return text === '' ? undefined : text;
}

function operation(op: Operation, schemas: ReadonlyMap<string, SchemaObject>): SchemaObject {
  const { response } = op;
  const body =
    response.status === 204
      ? undefined
      : {
          [response.contentType ?? 'application/json']: response.schema
            ? { schema: componentRef(response.schema) }
            : {},
        };
  const responses: SchemaObject = {
    [String(response.status)]: { description: response.description, ...(body && { content: body }) },
  };
  for (const status of op.errors) responses[String(status)] = { $ref: `#/components/responses/error-${status}` };
  const description = describe(op);
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(description && { description }),
    tags: [op.tag],
    parameters: parameters(op, schemas),
    ...(op.request && {
      requestBody: {
        required: op.request.optional !== true,
        content: {
          [op.request.contentType]: {
            schema: componentRef(op.request.schema),
            ...(op.example?.body !== undefined && { example: op.example.body }),
          },
        },
      },
    }),
    responses,
    ...(op.auth === 'bearer' && { security: [{ bearerAuth: [] }] }),
    ...(op.auth === 'chat-token' && { security: [{ chatToken: [] }] }),
    // A header parameter is a shared $ref, which holds no example: the call's own header values.
    ...(op.example?.headers && { 'x-header-examples': op.example.headers }),
    ...(op.idempotent && { 'x-idempotent': true }),
    ...(op.calledBy && { 'x-called-by': op.calledBy }),
    'x-state': op.state,
  };
}

function introduction(list: ApiOperations): string {
  const duties = list.duties.map((d) => `### ${d.title}\n\n${d.text}`).join('\n\n');
  const { socket } = list;
  const frames = `Frames: the app sends \`${socket.clientFrame}\`, the back end sends \`${socket.serverFrame}\` (schemas below; \`x-chat-socket\` in this document).`;
  return [
    list.info.description,
    '## Duties\n\nWhat the app relies on and cannot check from the browser.',
    duties,
    `## Chat socket\n\n\`${socket.path}\`\n\n${socket.description}\n\n${frames}`,
  ].join('\n\n');
}

function headerParameters(list: ApiOperations, schemas: ReadonlyMap<string, SchemaObject>): SchemaObject {
  const used = new Set([EVERY_CALL_HEADER, ...list.operations.flatMap((op) => op.headers ?? [])]);
  const { required } = properties(schemas.get(REQUEST_HEADERS));
  const parameter = (name: string) => ({
    name,
    in: 'header',
    required: required.has(name),
    schema: componentRef(REQUEST_HEADERS, childPointer('/properties', name)),
    description: headerDescription(schemas, name),
  });
  return Object.fromEntries([...used].sort().map((name) => [name, parameter(name)]));
}

function headerDescription(schemas: ReadonlyMap<string, SchemaObject>, name: string): string {
  const props = schemas.get(REQUEST_HEADERS)?.properties as Record<string, { description?: string }> | undefined;
  return props?.[name]?.description ?? name;
}

/** The OpenAPI 3.1 document of the operation list and the schemas it names. */
export function buildOpenApi(list: ApiOperations, schemas: ReadonlyMap<string, SchemaObject>): SchemaObject {
  const paths: Record<string, SchemaObject> = {};
  for (const op of list.operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = operation(op, schemas);
  }
  const named = list.operations.flatMap((op) => [op.query, op.request?.schema, op.response.schema]);
  const roots = [ERROR_SCHEMA, PATH_PARAMS, REQUEST_HEADERS, list.socket.clientFrame, list.socket.serverFrame];
  const statuses = [...new Set(list.operations.flatMap((op) => op.errors))].sort((a, b) => a - b);
  const responses: SchemaObject = {};
  for (const status of statuses) {
    responses[`error-${status}`] = {
      description: ERROR_WORDS[status] ?? `Error ${status}.`,
      content: { 'application/json': { schema: componentRef(ERROR_SCHEMA) } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: list.info.title, version: list.info.version, description: introduction(list) },
    servers: [{ url: '/', description: "The web app's own origin (or the API base URL a flag names on test hosts)." }],
    tags: list.tags,
    paths,
    components: {
      schemas: schemaComponents(
        [...roots, ...named].filter((n): n is string => n !== undefined),
        schemas,
      ),
      parameters: headerParameters(list, schemas),
      responses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "The signed-in borrower's or signer's session token, from registration or sign-in.",
        },
        chatToken: {
          type: 'apiKey',
          in: 'header',
          name: CHAT_TOKEN_HEADER,
          description: headerDescription(schemas, CHAT_TOKEN_HEADER),
        },
      },
    },
    'x-chat-socket': {
      path: list.socket.path,
      clientFrame: componentRef(list.socket.clientFrame),
      serverFrame: componentRef(list.socket.serverFrame),
    },
  };
}
