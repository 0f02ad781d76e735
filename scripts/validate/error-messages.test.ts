import { describe, expect, it } from 'vitest';
import { createAjv } from '../lib/schema-registry';
import { closestName } from './closest-name';
import { createErrorContext, type ErrorContext } from './error-context';
import { describeErrors } from './error-messages';

/** A small schema with one property per keyword, so each row breaks exactly one rule. */
const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    list: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true, items: { type: 'string' } },
    months: { type: 'integer', minimum: 1, maximum: 24 },
    name: { type: 'string', minLength: 2, pattern: '^[a-z]+$' },
    on: { const: true },
    value: { description: 'A string or a number.', oneOf: [{ type: 'string' }, { type: 'number' }] },
    flags: { type: 'object', description: 'Flags by key, like fe-x.', propertyNames: { pattern: '^fe-' } },
  },
};
const ajv = createAjv();
const validate = ajv.compile(schema);

function messages(data: unknown) {
  validate(data);
  const context: ErrorContext = {
    ...createErrorContext(ajv, schema, 'https://example.invalid/test', data),
    hint: () => undefined,
  };
  return describeErrors(validate.errors ?? [], context);
}

describe('describeErrors', () => {
  it.each([
    { data: { list: [] }, pointer: '/list', message: 'must have at least 1 item, but has 0' },
    { data: { list: ['a', 'b', 'c'] }, pointer: '/list', message: 'must have at most 2 items, but has 3' },
    { data: { list: ['a', 'a'] }, pointer: '/list/1', message: 'repeats "a", which is already in this list' },
    { data: { months: 0 }, pointer: '/months', message: 'must be at least 1, but is 0' },
    { data: { months: 30 }, pointer: '/months', message: 'must be at most 24, but is 30' },
    { data: { name: 'a' }, pointer: '/name', message: 'must be at least 2 characters long, but is 1' },
    { data: { on: false }, pointer: '/on', message: 'must be true, but is false' },
    { data: { value: [] }, pointer: '/value', message: 'must be a string or a number, but is a list' },
    { data: { zzz: 1 }, pointer: '/zzz', message: 'has a property "zzz" that is not allowed here' },
    {
      data: { nmae: 'ab' },
      pointer: '/nmae',
      message: 'has a property "nmae" that is not allowed here (did you mean "name"?)',
    },
    {
      data: { flags: { Bad: true } },
      pointer: '/flags/Bad',
      message: 'has a property name "Bad" that does not match the expected format (^fe-)',
    },
  ])('$message', ({ data, pointer, message }) => {
    expect(messages(data)).toEqual([expect.objectContaining({ pointer, message })]);
  });

  it('uses the schema description to explain a pattern', () => {
    const data = { name: 'AB' };
    validate(data);
    const context = {
      ...createErrorContext(ajv, schema, 'https://example.invalid/test', data),
      hint: () => 'Lower-case letters, like abc.',
    };
    const [error] = describeErrors(validate.errors ?? [], context);
    expect(error?.message).toBe('"AB" does not match the expected format (Lower-case letters, like abc.)');
  });
});

describe('closestName', () => {
  it.each([
    { name: 'colour', candidates: ['colors', 'logo'], expected: 'colors' },
    { name: 'Colors', candidates: ['colors'], expected: 'colors' },
    { name: 'xyz', candidates: ['colors', 'logo'], expected: undefined },
    { name: 'suport', candidates: ['support', 'company'], expected: 'support' },
  ])('$name -> $expected', ({ name, candidates, expected }) => {
    expect(closestName(name, candidates)).toBe(expected);
  });
});
