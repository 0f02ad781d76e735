import { describe, expect, it } from 'vitest';
import type { StepFormError } from './field-errors';
import { errorsInPageOrder, fieldOrder } from './field-order';

const schema = {
  type: 'object',
  properties: {
    phone: { type: 'string' },
    address: { type: 'object', properties: { zip: { type: 'string' }, 'a/b': { type: 'string' } } },
    email: { type: 'string' },
  },
};
const uiSchema = { 'ui:order': ['address', '*'], address: { 'ui:order': ['a/b', 'zip'] } };
const error = (pointer: string, severity: StepFormError['severity'] = 'error'): StepFormError => ({
  pointer,
  message: `at ${pointer}`,
  severity,
});

describe('field order', () => {
  it('lists pointers as the engines draw them: ui:order, an object before its fields', () => {
    expect(fieldOrder(schema, uiSchema)).toEqual(['/address', '/address/a~1b', '/address/zip', '/phone', '/email']);
  });

  it("puts the form's own errors first, then fields in page order, unknown fields last, without warnings", () => {
    const order = fieldOrder(schema, uiSchema);
    const sorted = errorsInPageOrder(
      [
        error('/email'),
        error('/nowhere'),
        error('/phone', 'warning'),
        error('/address/zip'),
        error(''),
        error('/address'),
      ],
      order,
    );
    expect(sorted.map((e) => e.pointer)).toEqual(['', '/address', '/address/zip', '/email', '/nowhere']);
  });
});
