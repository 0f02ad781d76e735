import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fields from './rjsf-fields';
import { StepForm } from './step-form';
import { ALL_FORM_SCHEMAS } from './test-support/all-form-schemas';
import { labels } from './test-support/form-fixtures';

describe('rjsf-fields (the step forms’ RJSF fields)', () => {
  it('keeps the fields step schemas need', () => {
    const all = fields();
    for (const name of ['SchemaField', 'ObjectField', 'StringField', 'NumberField', 'BooleanField'] as const) expect(all[name]).toBeDefined();
  });

  it('names an array in a step schema instead of drawing something unstyled', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const step = { key: 'bad', submitLabel: 'Go', schema: { type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } } };
    expect(() => render(<StepForm step={step} formData={{}} errors={[]} onChange={() => undefined} onSubmit={() => undefined} submitting={false} labels={labels} />)).toThrow(/An array is not drawn by step forms/);
  });

  it.each(ALL_FORM_SCHEMAS.map((f) => [f.where, f.schema] as const))('is enough for %s: no arrays, oneOf, anyOf or allOf (no-all-of.ts)', (_where, schema) => {
    expect(JSON.stringify(schema)).not.toMatch(/"type":"array"|"(oneOf|anyOf|allOf)"/);
  });
});
