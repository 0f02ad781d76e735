import { describe, expect, it } from 'vitest';
import { fieldName } from './validation-errors';
import { createSchemaRegistry } from './schema-registry';
import { createRequestValidator } from './validate-request';
import { HttpError } from './http-error';

describe('fieldName', () => {
  it.each([
    ['', 'Request body'],
    ['/featureKey', 'featureKey'],
    ['/optimizeUser/trackerId', 'optimizeUser.trackerId'],
    ['/0/apps', 'Request body[0].apps'],
    ['/banners/2/apps/0', 'banners[2].apps[0]'],
    ['/a~1b/c~0d', 'a/b.c~d'],
  ])('%j -> %s', (pointer, expected) => {
    expect(fieldName(pointer, 'Request body')).toBe(expected);
  });
});

describe('request validation messages', () => {
  const validator = createRequestValidator(createSchemaRegistry());
  function message(schema: string, value: unknown): string {
    try {
      validator.value(value, schema, 'Request body');
      return 'valid';
    } catch (error) {
      return error instanceof HttpError ? error.message : String(error);
    }
  }

  it.each([
    [
      'optimize-feature-request',
      'a whole request',
      'valid',
      { featureKey: 'fe-webchat', optimizeUser: { attributes: { state: 'CA', age: 3 } } },
    ],
    ['optimize-feature-request', 'a string', 'Request body must be an object', 'x'],
    [
      'optimize-feature-request',
      'an empty key and a list of attributes',
      'featureKey must not be empty; optimizeUser.attributes must be an object',
      { featureKey: '', optimizeUser: { attributes: [] } },
    ],
    [
      'optimize-feature-request',
      'an object attribute',
      'optimizeUser.attributes.a must be a string or a number or a boolean or null',
      { featureKey: 'k', optimizeUser: { attributes: { a: {} } } },
    ],
    [
      'telemetry-event-request',
      'a negative epoch',
      'sessionKey.epoch must be at least 0',
      { event: 'e', sessionKey: { uuid: 'u', epoch: -1, trackerUuid: 't' } },
    ],
    [
      'telemetry-event-request',
      'a numeric query parameter',
      'queryParams.a is not one of the allowed shapes',
      { event: 'e', sessionKey: { uuid: 'u', epoch: 1, trackerUuid: 't' }, queryParams: { a: 1 } },
    ],
  ])('%s, %s -> %s', (schema, _name, expected, value) => {
    expect(message(schema, value)).toBe(expected);
  });
});
