import { describe, expect, it } from 'vitest';
import { loadContractSchemas } from './contract-schemas';
import { operationsOf, refTarget, type OpenApiDocument } from './openapi-operations';

/** A document shaped as scripts/contract/build-openapi.ts writes contract/openapi.json. */
const doc: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/apps/{uuid}/tasks/pick': {
      post: {
        operationId: 'pick',
        parameters: [
          {
            name: 'uuid',
            in: 'path',
            required: true,
            schema: { $ref: '#/components/schemas/path-params/properties/uuid' },
            example: '{{applicationUuid}}',
          },
          { name: 'orgCode', in: 'query', required: false, schema: { type: 'string' }, example: '{{org}}' },
          { name: 'organization', in: 'query', required: false, schema: { type: 'string' } },
          { $ref: '#/components/parameters/x-org' },
          { $ref: '#/components/parameters/x-application-status' },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/tasks.pick' }, example: { id: '{{offerId}}' } },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/status' } } },
          },
          '409': { $ref: '#/components/responses/error-409' },
          '400': { $ref: '#/components/responses/error-400' },
        },
        security: [{ bearerAuth: [] }],
        'x-header-examples': { 'x-application-status': '{{applicationStatus}}' },
        'x-state': { needs: ['identity', 'application'], statuses: ['PICKING'] },
      },
    },
    '/files/{name}': {
      get: {
        operationId: 'getFile',
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'a file', content: { 'application/octet-stream': {} } } },
        security: [{ chatToken: [] }],
        'x-state': { needs: [] },
      },
      delete: {
        operationId: 'dropFile',
        parameters: [],
        requestBody: { required: false, content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        responses: { '204': { description: 'gone' } },
      },
    },
  },
  components: {
    schemas: {
      'path-params': { type: 'object', properties: { uuid: { type: 'string', pattern: '^[0-9a-f-]{36}$' } } },
      'tasks.pick': { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
      status: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
      'api-error': { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
    parameters: {
      'x-org': { name: 'x-org', in: 'header', required: false, schema: { type: 'string' } },
      'x-application-status': {
        name: 'x-application-status',
        in: 'header',
        required: false,
        schema: { type: 'string' },
      },
    },
    responses: {
      'error-400': {
        description: 'bad',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/api-error' } } },
      },
      'error-409': {
        description: 'not now',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/api-error' } } },
      },
    },
  },
};

describe('the OpenAPI document read as the kit calls it', () => {
  const [pick, getFile, dropFile] = operationsOf(doc);

  it('reads every operation in order, with method, auth and state', () => {
    expect(operationsOf(doc).map((op) => `${op.method} ${op.path} ${op.operationId} ${op.auth}`)).toEqual([
      'POST /apps/{uuid}/tasks/pick pick bearer',
      'GET /files/{name} getFile chat-token',
      'DELETE /files/{name} dropFile none',
    ]);
    expect(pick!.state).toEqual({ needs: ['identity', 'application'], statuses: ['PICKING'] });
    expect(dropFile!.state).toEqual({ needs: [] });
  });

  it('makes the example from the parameters, x-header-examples and the body', () => {
    expect(pick!.example).toEqual({
      path: { uuid: '{{applicationUuid}}' },
      query: { orgCode: '{{org}}' },
      headers: { 'x-application-status': '{{applicationStatus}}' },
      body: { id: '{{offerId}}' },
    });
    expect(getFile!.example).toEqual({});
    expect(pick!.headers).toEqual(['x-org', 'x-application-status']);
  });

  it('gives the path and the query parameters one object schema each', () => {
    expect(pick!.pathParams).toEqual({
      type: 'object',
      properties: { uuid: { $ref: '#/components/schemas/path-params/properties/uuid' } },
      required: ['uuid'],
    });
    expect(pick!.query).toEqual({
      type: 'object',
      properties: { orgCode: { type: 'string' }, organization: { type: 'string' } },
      required: [],
    });
    expect(getFile!.query).toBeUndefined();
  });

  it('reads the body, the success answer and the errors, lowest first, references followed', () => {
    expect(pick!.request).toEqual({
      schema: { $ref: '#/components/schemas/tasks.pick' },
      contentType: 'application/json',
      optional: false,
    });
    expect(dropFile!.request).toMatchObject({ contentType: 'multipart/form-data', optional: true });
    expect(pick!.response).toEqual({
      status: 200,
      contentType: 'application/json',
      schema: { $ref: '#/components/schemas/status' },
    });
    expect(getFile!.response).toEqual({ status: 200, contentType: 'application/octet-stream' });
    expect(dropFile!.response).toEqual({ status: 204 });
    expect(pick!.errors).toEqual([
      { status: 400, schema: { $ref: '#/components/schemas/api-error' } },
      { status: 409, schema: { $ref: '#/components/schemas/api-error' } },
    ]);
  });

  it('refuses a security scheme it does not know, and a reference out of the document', () => {
    const other = structuredClone(doc);
    (other.paths!['/files/{name}']!.get as { security: unknown }).security = [{ oauth: [] }];
    expect(() => operationsOf(other)).toThrow('security scheme oauth is not one the kit knows');
    expect(() => refTarget(doc, 'other.json#/x')).toThrow('only references inside the document');
    expect(() => refTarget(doc, '#/components/schemas/nothing')).toThrow('not in the document');
  });

  it('validates against the components, a parameter schema referring into them too', () => {
    const schemas = loadContractSchemas(doc);
    expect(schemas.problems(pick!.pathParams, { uuid: 'nope' })).toEqual([
      '/uuid must match pattern "^[0-9a-f-]{36}$"',
    ]);
    expect(schemas.problems(pick!.pathParams, { uuid: '0'.repeat(36) })).toEqual([]);
    expect(schemas.problems(pick!.request!.schema, {})).toEqual(["(root) must have required property 'id'"]);
    expect(schemas.resolve(pick!.pathParams.properties as never)).toBeDefined();
    expect(schemas.resolve({ $ref: '#/components/schemas/path-params/properties/uuid' })).toEqual({
      type: 'string',
      pattern: '^[0-9a-f-]{36}$',
    });
  });
});
