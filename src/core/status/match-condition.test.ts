import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual, matchCondition, type JsonTypeName, type RouteCondition } from './match-condition';

describe('matchCondition', () => {
  const ctx = { bpo: 'BPO_REQUIRED', propertyState: 'TX', isCrypto: false };
  it.each<[string, RouteCondition, boolean]>([
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

  it('jsonEqual compares by value', () => {
    expect(jsonEqual({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
  });
});

// The interpreter must read every condition the way a JSON Schema validator does, so a table
// written against the standard means the same in the browser.
describe('matchCondition agrees with ajv on the supported subset', () => {
  const keys = ['bpo', 'propertyState', 'isCrypto', 'subDecision'] as const;
  const scalar = fc.constantFrom<unknown>('BPO_REQUIRED', 'TX', 'CA', '', 'é😀', true, false, 0, 1.5, null, []);
  const typeName = fc.constantFrom<JsonTypeName>('object', 'array', 'string', 'number', 'integer', 'boolean', 'null');
  const context = fc.dictionary(fc.constantFrom(...keys), scalar, { maxKeys: 4 });
  const { condition } = fc.letrec<{ condition: RouteCondition }>((tie) => ({
    condition: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ const: scalar }),
      fc.record({ enum: fc.array(scalar, { minLength: 1, maxLength: 3 }) }),
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

  it('for random conditions and contexts', () => {
    const ajv = new Ajv2020({ strict: false });
    fc.assert(
      fc.property(condition, fc.oneof(context, context, scalar), (c, value) => {
        expect(matchCondition(c, value)).toBe(ajv.validate(c, value));
      }),
      { numRuns: 300 },
    );
  });
});
