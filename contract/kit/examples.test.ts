import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT, readContract } from './certify';
import { loadContractSchemas } from './contract-schemas';
import { operationsOf } from './openapi-operations';
import { fillPlaceholders, PLACEHOLDERS } from './placeholders';

// Every operation's example in the published document is a valid call once its placeholders are
// filled: the kit's valid requests come from these, so an example the contract itself refuses
// would fail a good back end.

const doc = readContract(DEFAULT_CONTRACT);
const schemas = loadContractSchemas(doc);
// Every placeholder's sample: what the examples are validated with.
const samples = Object.fromEntries(Object.entries(PLACEHOLDERS).map(([name, p]) => [name, p.sample]));
const filled = (value: unknown) => fillPlaceholders(value, samples).value;
const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

describe('operation examples', () => {
  it.each(operationsOf(doc).map((op) => [op.operationId, op] as const))('%s', (_name, op) => {
    const ex = op.example;
    // A name the catalogue does not know has no sample: it is missing.
    expect(fillPlaceholders(ex, samples).missing).toEqual([]);
    expect(Object.keys(ex.path ?? {}).sort()).toEqual(pathParamNames(op.path).sort());
    expect(Object.keys(op.pathParams.properties as object).sort()).toEqual(pathParamNames(op.path).sort());
    expect(schemas.problems(op.pathParams, filled(ex.path ?? {}))).toEqual([]);
    if (op.query) expect(schemas.problems(op.query, filled(ex.query ?? {}))).toEqual([]);
    else expect(ex.query).toBeUndefined();
    for (const name of Object.keys(ex.headers ?? {})) expect(op.headers).toContain(name);
    if (op.request && !op.request.optional) expect(ex.body).toBeDefined();
    if (op.request && ex.body !== undefined) expect(schemas.problems(op.request.schema, filled(ex.body))).toEqual([]);
    if (!op.request) expect(ex.body).toBeUndefined();
  });
});
