import { describe, expect, it } from 'vitest';
import { fieldIdForPointer, toErrorSchema, warningsByFieldId, type StepFormError } from './field-errors';

const error = (pointer: string, message: string, severity: StepFormError['severity'] = 'error'): StepFormError => ({
  pointer,
  message,
  severity,
});

describe('field errors', () => {
  it('nests errors by pointer into an RJSF error schema, leaving warnings out', () => {
    const schema = toErrorSchema([
      error('/propertyAddress/street1', 'Street address is required'),
      error('/propertyAddress/street1', 'Please enter a valid property address'),
      error('/propertyAddress/zip', 'Disaster area', 'warning'),
      error('/phoneNumber', 'Please enter your mobile phone'),
      error('', 'Something unexpected happened'),
    ]);
    expect(schema).toEqual({
      __errors: ['Something unexpected happened'],
      propertyAddress: {
        street1: { __errors: ['Street address is required', 'Please enter a valid property address'] },
      },
      phoneNumber: { __errors: ['Please enter your mobile phone'] },
    });
  });

  it.each([
    ['/propertyAddress/street1', 'root_propertyAddress_street1'],
    ['/dob', 'root_dob'],
    ['', 'root'],
    ['/', 'root'],
    ['/a~1b/c~0d', 'root_a/b_c~d'],
  ])('maps %j to the RJSF id %j', (pointer, id) => expect(fieldIdForPointer(pointer)).toBe(id));

  it('indexes warnings by field id and refuses what is not a pointer', () => {
    expect(
      warningsByFieldId([error('/zip', 'a', 'warning'), error('/zip', 'b', 'warning'), error('/zip', 'c')]),
    ).toEqual({ root_zip: ['a', 'b'] });
    expect(() => toErrorSchema([error('zip', 'x')])).toThrow('Not a JSON pointer');
    expect(() => toErrorSchema([error('/__proto__/x', 'x')])).toThrow('Unsafe pointer segment');
  });
});
