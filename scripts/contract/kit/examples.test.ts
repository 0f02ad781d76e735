import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiOperations } from '@/generated/types/api-operations';
import { pathParamNames } from '../build-openapi';
import { fillPlaceholders, PLACEHOLDERS } from './placeholders';
import { loadContractSchemas } from './schemas';

// Every operation's example is a valid call once its placeholders are filled: the kit's valid
// requests come from these, so an example the contract itself refuses would fail a good back end.

const list = JSON.parse(
  readFileSync(new URL('../../../schemas/api/operations.json', import.meta.url), 'utf8'),
) as ApiOperations;
const schemas = loadContractSchemas();
// Every placeholder's sample: what the examples are validated with.
const samples = Object.fromEntries(Object.entries(PLACEHOLDERS).map(([name, p]) => [name, p.sample]));
const filled = (value: unknown) => fillPlaceholders(value, samples).value;

describe('operation examples', () => {
  it.each(list.operations.map((op) => [op.operationId, op] as const))('%s', (_name, op) => {
    const ex = op.example ?? {};
    // A name the catalogue does not know has no sample: it is missing.
    expect(fillPlaceholders(ex, samples).missing).toEqual([]);
    expect(Object.keys(ex.path ?? {}).sort()).toEqual(pathParamNames(op.path).sort());
    const params = filled(ex.path ?? {}) as Record<string, string>;
    expect(schemas.problems('path-params', params)).toEqual([]);
    if (op.query) expect(schemas.problems(op.query, filled(ex.query ?? {}))).toEqual([]);
    else expect(ex.query).toBeUndefined();
    for (const name of Object.keys(ex.headers ?? {})) expect(op.headers ?? []).toContain(name);
    if (op.request && !op.request.optional) expect(ex.body).toBeDefined();
    if (op.request && ex.body !== undefined) expect(schemas.problems(op.request.schema, filled(ex.body))).toEqual([]);
    if (!op.request) expect(ex.body).toBeUndefined();
  });
});
