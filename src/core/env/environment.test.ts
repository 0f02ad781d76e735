import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import validateRuntimeConfig from '@/generated/validators/runtime-config.js';
import { environmentOf, FAIL_SAFE_CONFIG, isoToday, runtimeConfigFrom } from './environment';

const config = (environment: 'production' | 'staging' | 'local') => ({
  environment,
  errorReports: { endpoint: null },
  telemetry: { vitalsSampleRate: 0 },
});

describe('environmentOf', () => {
  it.each([
    ['production', 'production'],
    ['staging', 'non-production'],
    ['local', 'non-production'],
  ] as const)('a configuration saying %s is %s', (environment, expected) =>
    expect(environmentOf(config(environment))).toBe(expected),
  );

  it('is production before the configuration is read', () => expect(environmentOf(undefined)).toBe('production'));
});

describe('runtimeConfigFrom', () => {
  it('keeps a configuration the schema accepts', () => {
    const staging = {
      environment: 'staging',
      errorReports: { endpoint: '/errors/api/reports' },
      telemetry: { vitalsSampleRate: 0.25 },
    };
    expect(runtimeConfigFrom(staging)).toEqual(staging);
  });

  it.each([
    ['nothing', null],
    ['an HTML page (a server answering every path with index.html)', '<!doctype html>'],
    ['an unknown environment', { ...config('local'), environment: 'dev' }],
  ])('gives production, sending nothing, for %s', (_name, value) =>
    expect(runtimeConfigFrom(value)).toBe(FAIL_SAFE_CONFIG),
  );

  it.each([
    ['a sampling rate over 1', { ...config('local'), telemetry: { vitalsSampleRate: 2 } }],
    ['an endpoint on another origin', { ...config('local'), errorReports: { endpoint: 'https://errors.example/api' } }],
    ['a protocol-relative endpoint', { ...config('local'), errorReports: { endpoint: '//evil.example/api' } }],
    ['a javascript: endpoint', { ...config('local'), errorReports: { endpoint: 'javascript:alert(1)' } }],
  ])('leaves %s at its fail-safe value', (_name, value) => expect(runtimeConfigFrom(value)).toEqual(config('local')));

  // The browser reads the file without the schema's validator (it is checked where it is made):
  // the reader must agree with the schema, the one contract, on every file.
  const endpoint = fc.oneof(
    fc.constant(null),
    fc.constantFrom(
      '/monitoring/api/v1/error-reports',
      '//evil.example/x',
      '/\\evil',
      'https://errors.example',
      'https://a@b.example/',
    ),
    fc.webUrl({ validSchemes: ['https', 'http'] }),
    fc.string(),
  );
  const file = fc.record({
    environment: fc.oneof(fc.constantFrom('production', 'staging', 'local'), fc.string()),
    errorReports: fc.oneof(fc.record({ endpoint }), fc.anything()),
    telemetry: fc.oneof(fc.record({ vitalsSampleRate: fc.oneof(fc.double(), fc.string()) }), fc.anything()),
  });

  it('agrees with the schema: a file it accepts is read as it is, any other is read as a file it accepts', () => {
    fc.assert(
      fc.property(file, (value) => {
        const read = runtimeConfigFrom(value);
        expect(validateRuntimeConfig(read)).toBe(true);
        if (validateRuntimeConfig(value)) expect(read).toEqual(value);
      }),
      { numRuns: 2000 },
    );
  });
});

it('isoToday pads month and day', () => expect(isoToday(new Date(2026, 0, 5))).toBe('2026-01-05'));
