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
      errorReports: { endpoint: 'https://errors.lender.example/api/reports' },
      telemetry: { vitalsSampleRate: 0.25 },
    };
    expect(runtimeConfigFrom(staging, validateRuntimeConfig)).toEqual(staging);
  });

  it.each([
    ['nothing', null],
    ['an HTML page (a server answering every path with index.html)', '<!doctype html>'],
    ['an unknown environment', { ...config('local'), environment: 'dev' }],
    ['a sampling rate over 1', { ...config('local'), telemetry: { vitalsSampleRate: 2 } }],
    ['an http endpoint', { ...config('local'), errorReports: { endpoint: 'http://errors.example/api' } }],
    ['a protocol-relative endpoint', { ...config('local'), errorReports: { endpoint: '//evil.example/api' } }],
    ['an unknown setting', { ...config('local'), debug: true }],
  ])('gives production, sending nothing, for %s', (_name, value) =>
    expect(runtimeConfigFrom(value, validateRuntimeConfig)).toBe(FAIL_SAFE_CONFIG),
  );
});

it('isoToday pads month and day', () => expect(isoToday(new Date(2026, 0, 5))).toBe('2026-01-05'));
