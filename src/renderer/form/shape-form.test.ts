import { describe, expect, it } from 'vitest';
import { shapeForm } from './shape-form';

const schema = {
  type: 'object',
  required: ['password', 'email', 'address'],
  properties: {
    email: { type: 'string' },
    password: { type: 'string' },
    address: {
      type: 'object',
      required: ['state', 'occupancy'],
      properties: { state: { type: 'string' }, occupancy: { type: 'string' } },
    },
  },
};
const uiSchema = {
  'ui:order': ['email', 'password', 'address'],
  address: { 'ui:order': ['state', 'occupancy'], state: { 'ui:widget': 'select' } },
};

describe('shapeForm', () => {
  it('returns the definition untouched when nothing is hidden or disabled', () => {
    const shape = shapeForm(schema, uiSchema);
    expect(shape.schema).toBe(schema);
    expect(shape.uiSchema).toBe(uiSchema);
  });

  it('removes a hidden field from properties, required and ui:order', () => {
    const shape = shapeForm(schema, uiSchema, ['/password']);
    expect(shape.schema).toMatchObject({ required: ['email', 'address'] });
    expect(Object.keys((shape.schema as typeof schema).properties)).toEqual(['email', 'address']);
    expect(shape.uiSchema).toMatchObject({ 'ui:order': ['email', 'address'] });
  });

  it('hides and disables nested fields by pointer without touching the inputs', () => {
    const before = JSON.stringify({ schema, uiSchema });
    const shape = shapeForm(schema, uiSchema, ['/address/state'], ['/address/occupancy']);
    const address = (shape.schema as typeof schema).properties.address;
    expect(address.required).toEqual(['occupancy']);
    expect(Object.keys(address.properties)).toEqual(['occupancy']);
    expect(shape.uiSchema).toMatchObject({
      address: { 'ui:order': ['occupancy'], occupancy: { 'ui:disabled': true } },
    });
    expect(JSON.stringify({ schema, uiSchema })).toBe(before);
  });

  it('ignores pointers to fields the form does not have', () => {
    const shape = shapeForm(schema, undefined, ['/nope', '/address/nope', ''], ['/nope/deeper']);
    expect(shape.schema).toEqual(schema);
    expect(shape.uiSchema).toEqual({ nope: { deeper: { 'ui:disabled': true } } });
  });
});
