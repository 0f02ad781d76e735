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
      { featureKey: 'fe-webchat', optimizeUser: { attributes: { state: 'CA', age: 3 } } },
      'valid',
    ],
    ['optimize-feature-request', 'x', 'Request body must be an object'],
    [
      'optimize-feature-request',
      { featureKey: '', optimizeUser: { attributes: [] } },
      'featureKey must not be empty; optimizeUser.attributes must be an object',
    ],
    [
      'optimize-feature-request',
      { featureKey: 'k', optimizeUser: { attributes: { a: {} } } },
      'optimizeUser.attributes.a must be a string or a number or a boolean or null',
    ],
    [
      'telemetry-event-request',
      { event: 'e', sessionKey: { uuid: 'u', epoch: -1, trackerUuid: 't' } },
      'sessionKey.epoch must be at least 0',
    ],
    [
      'telemetry-event-request',
      { event: 'e', sessionKey: { uuid: 'u', epoch: 1, trackerUuid: 't' }, queryParams: { a: 1 } },
      'queryParams.a is not one of the allowed shapes',
    ],
  ])('%s %j -> %s', (schema, value, expected) => {
    expect(message(schema, value)).toBe(expected);
  });
});
