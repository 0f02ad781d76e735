import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jsonEqual,
  matchCondition,
  type ConditionSchema,
  type JsonTypeName,
  type RouteCondition,
} from './match-condition';

describe('matchCondition', () => {
  const ctx = { bpo: 'BPO_REQUIRED', propertyState: 'TX', isCrypto: false };
  it.each<[string, ConditionSchema, boolean]>([
    ['const on a property', { properties: { bpo: { const: 'BPO_REQUIRED' } } }, true],
    ['const that differs', { properties: { propertyState: { const: 'CA' } } }, false],
    ['properties ignore absent keys', { properties: { routingNumberPresent: { const: true } } }, true],
    ['required absent key', { required: ['routingNumberPresent'] }, false],
    ['enum', { properties: { propertyState: { enum: ['TX', 'NM'] } } }, true],
    ['not', { not: { properties: { isCrypto: { const: true } }, required: ['isCrypto'] } }, true],
    ['allOf', { allOf: [{ required: ['bpo'] }, { properties: { propertyState: { const: 'CA' } } }] }, false],
    ['anyOf', { anyOf: [{ required: ['nope'] }, { properties: { isCrypto: { const: false } } }] }, true],
    ['false is not 0', { properties: { isCrypto: { const: 0 } } }, false],
    ['empty condition', {}, true],
    ['type of a property', { properties: { propertyState: { type: 'string' } } }, true],
    ['type list', { properties: { isCrypto: { type: ['string', 'null'] } } }, false],
    ['pattern on a string', { properties: { propertyState: { pattern: '^T' } } }, true],
    ['pattern ignores non-strings', { properties: { isCrypto: { pattern: '^x' } } }, true],
    ['minLength counts characters', { properties: { propertyState: { minLength: 3 } } }, false],
    ['true matches anything', true, true],
    ['false matches nothing', false, false],
    ['allOf of true', { allOf: [true] }, true],
    ['not true', { not: true }, false],
    ['not false', { not: false }, true],
    ['anyOf with false', { anyOf: [false, { required: ['bpo'] }] }, true],
    ['a false property that is present', { properties: { bpo: false } }, false],
    ['a false property that is absent', { properties: { routingNumberPresent: false } }, true],
  ])('%s', (_name, condition, expected) => expect(matchCondition(condition, ctx)).toBe(expected));

  it('refuses a keyword it does not interpret', () => {
    expect(() => matchCondition({ minimum: 3 } as RouteCondition, 4)).toThrow(
      'RouteCondition keyword "minimum" is not supported',
    );
  });

  it('counts code points and reads patterns as Unicode, as JSON Schema does', () => {
    expect(matchCondition({ maxLength: 1 }, '😀')).toBe(true);
    expect(matchCondition({ pattern: '^.$' }, '😀')).toBe(true);
    expect(matchCondition({ type: 'integer' }, 2.5)).toBe(false);
    expect(matchCondition({ type: 'number' }, 2)).toBe(true);
    expect(matchCondition({ type: 'object' }, [])).toBe(false);
  });

  // JSON, and so ajv, has no undefined: `{ a: undefined }` is `{}` once serialised.
  it.each<[string, RouteCondition, unknown, boolean]>([
    ['required ignores an undefined key', { required: ['a'] }, { a: undefined }, false],
    ['required counts a null key', { required: ['a'] }, { a: null }, true],
    ['properties skip an undefined key', { properties: { a: { type: 'string' } } }, { a: undefined }, true],
    ['const ignores undefined keys', { const: { b: 1 } }, { a: undefined, b: 1 }, true],
    [
      'a nested undefined key is absent',
      { properties: { brand: { required: ['forSaleWindowMonths'] } } },
      { brand: { forSaleWindowMonths: undefined } },
      false,
    ],
  ])('%s', (_name, condition, value, expected) => expect(matchCondition(condition, value)).toBe(expected));

  it('jsonEqual compares by value', () => {
    expect(jsonEqual({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
  });
});

// The interpreter must read every condition the way a JSON Schema validator does, so a table
// written against the standard means the same in the browser.
describe('matchCondition agrees with ajv on the supported subset', () => {
  const keys = ['bpo', 'propertyState', 'isCrypto', 'subDecision'] as const;
  const scalar = fc.constantFrom<unknown>('BPO_REQUIRED', 'TX', 'CA', '', 'é😀', true, false, 0, 1.5, null, []);
  const typeName = fc.constantFrom<JsonTypeName>('object', 'array', 'string', 'number', 'integer', 'boolean', 'null');
  // Contexts are built in TypeScript, where a key may hold undefined (an optional manifest field
  // copied over); ajv reads their JSON, where such a key is absent.
  const field = fc.oneof(scalar, fc.constant(undefined));
  const inner = fc.dictionary(fc.constantFrom(...keys), field, { maxKeys: 3 });
  const context = fc.dictionary(fc.constantFrom(...keys), fc.oneof(field, inner), { maxKeys: 4 });
  const constant = fc.oneof(scalar, fc.dictionary(fc.constantFrom(...keys), scalar, { maxKeys: 2 }));
  // Booleans too: JSON Schema takes `true` and `false` anywhere a schema may appear.
  const { condition } = fc.letrec<{ condition: ConditionSchema }>((tie) => ({
    condition: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.boolean(),
      fc.record({ const: constant }),
      fc.record({ enum: fc.array(constant, { minLength: 1, maxLength: 3 }) }),
      fc.record({ required: fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 2 }) }),
      fc.record({ properties: fc.dictionary(fc.constantFrom(...keys), tie('condition'), { maxKeys: 2 }) }),
      fc.record({ not: tie('condition') }),
      fc.record({ allOf: fc.array(tie('condition'), { minLength: 1, maxLength: 2 }) }),
      fc.record({ anyOf: fc.array(tie('condition'), { minLength: 1, maxLength: 2 }) }),
      fc.record({ type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })) }),
      fc.record({ pattern: fc.constantFrom('^T', 'X$', '^.{2}$', '\\S', '^$') }),
      fc.record({ minLength: fc.nat(3) }),
      fc.record({ maxLength: fc.nat(3) }),
    ),
  }));

  // What ajv would read from a file: no undefined keys, plain objects (fast-check's have no prototype).
  const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  it('for random conditions and contexts', () => {
    const ajv = new Ajv2020({ strict: false });
    fc.assert(
      fc.property(condition, fc.oneof(context, context, scalar), (c, value) => {
        expect(matchCondition(c, value)).toBe(ajv.validate(asJson(c), asJson(value)));
      }),
      { numRuns: 500 },
    );
  });
});
