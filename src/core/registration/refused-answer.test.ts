import { describe, expect, it } from 'vitest';
import { answerPointer, contractErrorPointer, refusalAt, type RegistrationCall } from './refused-answer';
import { completeData, testContext } from './test-support/test-context';
import { schemaWords } from './test-support/flow-words';

describe('answerPointer: where a body field came from', () => {
  it.each<[RegistrationCall, string, string | null]>([
    ['register', '/phoneNumber', '/phoneNumber'],
    ['register', '/password', '/password'],
    ['profile-name', '/firstName', '/name/firstName'],
    ['create', '/profileRequest/phoneNumber', '/phoneNumber'],
    ['create', '/profileRequest/name/lastName', '/name/lastName'],
    ['create', '/propertyRequest/street1', '/propertyAddress/street1'],
    ['create', '/profileRequest/homeAddress/zip', '/homeAddress/zip'],
    ['create', '/income/incomePrimary', '/income/income'],
    ['create', '/employmentType', '/income/employmentType'],
    ['create', '/consentListRequest/0/version', null],
    ['create', '/propertyRequestX', null],
  ])('%s %s is the answer %s', (request, body, answer) => {
    expect(answerPointer(request, body)).toBe(answer);
  });
});

describe('contractErrorPointer', () => {
  it('a missing property is named by its own pointer, wrapped by ajv-errors or not', () => {
    const required = { keyword: 'required', instancePath: '/propertyRequest', params: { missingProperty: 'zip' } };
    expect(contractErrorPointer(required)).toBe('/propertyRequest/zip');
    expect(
      contractErrorPointer({
        keyword: 'errorMessage',
        instancePath: '/propertyRequest',
        params: { errors: [required] },
      }),
    ).toBe('/propertyRequest/zip');
  });

  it('a value in the wrong format is named by its instance path', () => {
    expect(contractErrorPointer({ keyword: 'pattern', instancePath: '/phoneNumber', params: { pattern: 'x' } })).toBe(
      '/phoneNumber',
    );
  });
});

describe('refusalAt: the step and words for a refused answer', () => {
  const ctx = testContext({ data: completeData() });

  it('the phone: the contact step, with its own words for a number it cannot take', () => {
    expect(refusalAt('/phoneNumber', ctx)).toEqual({
      step: 'phone-and-email',
      error: {
        pointer: '/phoneNumber',
        message: schemaWords('phone-and-email', '/properties/phoneNumber/errorMessage/pattern'),
        severity: 'error',
      },
    });
  });

  it('the property street: the first step, with its words', () => {
    expect(refusalAt('/propertyAddress/street1', ctx)).toEqual({
      step: 'property',
      error: {
        pointer: '/propertyAddress/street1',
        message: schemaWords('property', '/properties/propertyAddress/properties/street1/errorMessage'),
        severity: 'error',
      },
    });
  });

  it('an answer no step on the path asks for is no refusal to show', () => {
    expect(refusalAt('/notAnAnswer', ctx)).toBeNull();
  });
});
