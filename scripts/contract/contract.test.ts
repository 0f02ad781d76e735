import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../../contract/kit/openapi-operations';
import { componentRef } from './api-schemas';
import { contractText, readOperations } from './contract-text';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const list = readOperations(rootDir);
type Document = Record<string, unknown> & {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};
let doc: Document;
beforeAll(async () => {
  doc = JSON.parse(await contractText(rootDir)) as Document;
});

// What npm run contract writes (npm run validate holds the committed contract/openapi.json to it).
describe('the OpenAPI contract', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('embeds schemas that compile as JSON Schema 2020-12, references and all', () => {
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
    ajv.addSchema({ ...doc, $id: 'https://contract.invalid/openapi.json' });
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.getSchema(`https://contract.invalid/openapi.json#/components/schemas/${name}`)).not.toThrow();
    }
  });

  it('describes every listed operation at its method and path, and nothing of /__sandbox', () => {
    const described = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${p} ${op.operationId}`),
    );
    expect(described.sort()).toEqual(list.operations.map((op) => `${op.method} ${op.path} ${op.operationId}`).sort());
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/__sandbox'))).toEqual([]);
  });

  it('answers every listed error status with the ApiError body', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const listed = list.operations.map((op) => op.errors.map(String));
    expect(ops.map((op) => Object.keys(op.responses).filter((s) => Number(s) >= 400))).toEqual(listed);
    expect(JSON.stringify(doc)).not.toContain('schemas.heloc.invalid');
  });

  it('carries everything the conformance kit reads of each operation (contract/kit reads only it)', () => {
    const read = operationsOf(doc);
    const media = (status: number, type: string | undefined) =>
      status === 204 ? undefined : (type ?? 'application/json');
    expect(read.map((op) => op.operationId)).toEqual(list.operations.map((op) => op.operationId));
    list.operations.forEach((op, i) => {
      const kit = read[i]!;
      expect({ ...kit, pathParams: undefined, query: undefined }).toEqual({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        auth: op.auth,
        headers: ['x-org', ...(op.headers ?? [])],
        pathParams: undefined,
        query: undefined,
        ...(op.request && {
          request: {
            schema: componentRef(op.request.schema),
            contentType: op.request.contentType,
            optional: op.request.optional === true,
          },
        }),
        response: {
          status: op.response.status,
          ...(media(op.response.status, op.response.contentType) && {
            contentType: media(op.response.status, op.response.contentType),
          }),
          ...(op.response.schema && { schema: componentRef(op.response.schema) }),
        },
        errors: [...op.errors].sort((a, b) => a - b).map((status) => ({ status, schema: componentRef('api-error') })),
        example: op.example ?? {},
        state: op.state,
      });
      expect(Object.keys(kit.query?.properties ?? {}).length > 0).toBe(op.query !== undefined);
    });
  });

  it("lets contract/ run alone: its package.json pins the kit's packages as the repository does", () => {
    type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Manifest;
    const root = read('../../package.json');
    const kit = read('../../contract/package.json');
    const pinned = { ...root.dependencies, ...root.devDependencies };
    for (const [name, version] of Object.entries(kit.dependencies ?? {}))
      expect(`${name}@${version}`).toBe(`${name}@${pinned[name]}`);
  });
});
