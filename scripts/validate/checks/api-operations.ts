import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiOperations, Operation } from '@/generated/types/api-operations';
import { childPointer } from '../../../src/core/json-pointer';
import { parseJsonDocument, type JsonDocument } from '../../lib/json-document';
import { loadSchemaFiles } from '../../lib/schema-registry';
import { apiSchemasByName, type SchemaObject } from '../../contract/api-schemas';
import { pathParamNames } from '../../contract/build-openapi';
import { CONTRACT_FILE, contractText, OPERATIONS_FILE } from '../../contract/contract-text';
import { didYouMean } from '../closest-name';
import { fileDiagnostic, type Diagnostic } from '../diagnostic';
import { diagnosticAt } from '../locate';
import type { ProjectCheck } from './check';

const propertyNames = (schema: SchemaObject | undefined): Set<string> =>
  new Set(Object.keys((schema?.properties as object | undefined) ?? {}));

/** What the list's schema cannot say: names that must exist elsewhere, and no operation twice. */
function listProblems(list: ApiOperations, schemas: ReadonlyMap<string, SchemaObject>): [string, string][] {
  const problems: [string, string][] = [];
  const names = new Set(schemas.keys());
  const needSchema = (pointer: string, name: string | undefined) => {
    if (name !== undefined && !schemas.has(name))
      problems.push([pointer, `names no schema: schemas/api/${name}.schema.json${didYouMean(name, names)}`]);
  };
  needSchema('/socket/clientFrame', list.socket.clientFrame);
  needSchema('/socket/serverFrame', list.socket.serverFrame);
  const tags = new Set(list.tags.map((t) => t.name));
  const pathParams = propertyNames(schemas.get('path-params'));
  const headers = propertyNames(schemas.get('request-headers'));
  const seenIds = new Set<string>();
  const seenCalls = new Set<string>();
  list.operations.forEach((op: Operation, i) => {
    const at = (...keys: string[]) => keys.reduce((p, k) => childPointer(p, k), `/operations/${i}`);
    if (seenIds.has(op.operationId)) problems.push([at('operationId'), `"${op.operationId}" is listed twice`]);
    seenIds.add(op.operationId);
    const call = `${op.method} ${op.path.replace(/\{[^}]+\}/g, '{}')}`;
    if (seenCalls.has(call)) problems.push([at('path'), `${op.method} ${op.path} is listed twice`]);
    seenCalls.add(call);
    if (!tags.has(op.tag)) problems.push([at('tag'), `"${op.tag}" is not one of the tags${didYouMean(op.tag, tags)}`]);
    for (const name of pathParamNames(op.path)) {
      if (!pathParams.has(name))
        problems.push([at('path'), `{${name}} is not a property of schemas/api/path-params.schema.json`]);
    }
    needSchema(at('query'), op.query);
    needSchema(at('request', 'schema'), op.request?.schema);
    needSchema(at('response', 'schema'), op.response.schema);
    (op.headers ?? []).forEach((name, j) => {
      if (!headers.has(name))
        problems.push([at('headers', String(j)), `"${name}" is not a property of request-headers.schema.json`]);
    });
    if ((op.idempotent === true) !== (op.headers ?? []).includes('idempotency-key'))
      problems.push([at('idempotent'), 'goes with the idempotency-key header: both or neither']);
    if (op.response.status === 204 && (op.response.schema || op.response.contentType))
      problems.push([at('response'), 'a 204 has no body: no schema or contentType']);
  });
  return problems;
}

/**
 * schemas/api/operations.json names real schemas, path parameters and headers; and
 * contract/openapi.json is what `npm run contract` writes from it (stale otherwise).
 */
export const apiOperationsCheck: ProjectCheck = {
  async run({ rootDir, validFiles }) {
    const absPath = path.join(rootDir, OPERATIONS_FILE);
    // A project without the list (a fixture) has no contract to check; a list failing its schema is reported there.
    if (!existsSync(absPath) || !validFiles.has(OPERATIONS_FILE)) return [];
    const doc: JsonDocument = parseJsonDocument(OPERATIONS_FILE, absPath, readFileSync(absPath, 'utf8'));
    const schemas = apiSchemasByName(await loadSchemaFiles(rootDir));
    const problems = listProblems(doc.value as ApiOperations, schemas);
    const diagnostics: Diagnostic[] = problems.map(([pointer, message]) => diagnosticAt(doc, pointer, message));
    if (diagnostics.length > 0) return diagnostics;
    const contractPath = path.join(rootDir, CONTRACT_FILE);
    const written = existsSync(contractPath) ? readFileSync(contractPath, 'utf8') : undefined;
    if (written !== (await contractText(rootDir))) {
      const why = written === undefined ? 'is missing' : `is out of date with ${OPERATIONS_FILE} or schemas/api/`;
      diagnostics.push(fileDiagnostic(CONTRACT_FILE, `${why}: run npm run contract`));
    }
    return diagnostics;
  },
};
