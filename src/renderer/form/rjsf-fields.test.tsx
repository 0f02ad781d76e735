import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fields from './rjsf-fields';
import { RjsfEngine } from './rjsf-engine';
import { engineProps } from './test-support/engine-props';
import { ALL_FORM_SCHEMAS } from './test-support/all-form-schemas';

describe('rjsf-fields (the step forms’ RJSF fields)', () => {
  it('keeps the fields step schemas need', () => {
    const all = fields();
    for (const name of ['SchemaField', 'ObjectField', 'StringField', 'NumberField', 'BooleanField'] as const) expect(all[name]).toBeDefined();
  });

  it('names an array in a step schema instead of drawing something unstyled', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const schema = { type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } };
    expect(() => render(<RjsfEngine {...engineProps(schema, undefined, {})} />)).toThrow(/An array is not drawn by step forms/);
  });

  it.each(ALL_FORM_SCHEMAS.map((f) => [f.where, f.schema] as const))('is enough for %s: no arrays, oneOf, anyOf or allOf (no-all-of.ts)', (_where, schema) => {
    expect(JSON.stringify(schema)).not.toMatch(/"type":"array"|"(oneOf|anyOf|allOf)"/);
  });
});
