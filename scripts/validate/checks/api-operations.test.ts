import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiOperations } from '@/generated/types/api-operations';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import { CONTRACT_FILE, OPERATIONS_FILE } from '../../contract/contract-text';
import { formatDiagnostic } from '../diagnostic';
import { apiOperationsCheck } from './api-operations';

let rootDir: string;
beforeEach(() => {
  rootDir = mkdtempSync(path.join(os.tmpdir(), 'api-operations-'));
  cpSync(path.join(REPO_ROOT, 'schemas'), path.join(rootDir, 'schemas'), { recursive: true });
  cpSync(path.join(REPO_ROOT, CONTRACT_FILE), path.join(rootDir, CONTRACT_FILE));
});
afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

const run = async () =>
  (await apiOperationsCheck.run({ rootDir, brands: [], flowFiles: [], validFiles: new Set([OPERATIONS_FILE]) })).map(
    formatDiagnostic,
  );

function editList(edit: (list: ApiOperations) => void): void {
  const file = path.join(rootDir, OPERATIONS_FILE);
  const list = JSON.parse(readFileSync(file, 'utf8')) as ApiOperations;
  edit(list);
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
}

describe('API operations check', () => {
  it('passes the committed list and contract', async () => expect(await run()).toEqual([]));

  it.each([
    [
      'a schema that does not exist',
      (list: ApiOperations) => (list.operations[0]!.request!.schema = 'optimize-feature-requests'),
      /\/operations\/0\/request\/schema {2}names no schema: .* \(did you mean "optimize-feature-request"\?\)$/,
    ],
    [
      'a path parameter path-params does not define',
      (list: ApiOperations) => (list.operations[0]!.path = '/service-optimize/{ctx}/api/v1/feature'),
      /\/operations\/0\/path {2}\{ctx\} is not a property of schemas\/api\/path-params\.schema\.json$/,
    ],
    [
      'an operation listed twice',
      (list: ApiOperations) => list.operations.push({ ...list.operations[0]!, operationId: 'again' }),
      /\/path {2}POST \/service-optimize\/\{context\}\/api\/v1\/feature is listed twice$/,
    ],
    [
      'an idempotent call without its key',
      (list: ApiOperations) => (list.operations[0]!.idempotent = true),
      /\/operations\/0\/idempotent {2}goes with the idempotency-key header: both or neither$/,
    ],
  ])('names %s', async (_name, edit, message) => {
    editList(edit);
    expect(await run()).toEqual([expect.stringMatching(message)]);
  });

  it('names a contract that is out of date, and says how to write it', async () => {
    editList((list) => (list.operations[0]!.summary = 'Changed.'));
    expect(await run()).toEqual([
      'contract/openapi.json:1:1  (root)  is out of date with schemas/api/operations.json or schemas/api/: run npm run contract',
    ]);
  });
});
