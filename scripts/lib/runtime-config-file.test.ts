import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFile } from './runtime-config-file';

const root = join(import.meta.dirname, '..', '..');

describe('runtimeConfigFile', () => {
  it('writes what the deploy step is told, with no reports and no vitals by default', () => {
    expect(runtimeConfigFile(root, { environment: 'production' })).toEqual({
      config: { environment: 'production', errorReports: { endpoint: null }, telemetry: { vitalsSampleRate: 0 } },
    });
    expect(
      runtimeConfigFile(root, {
        environment: 'staging',
        errorReports: '/errors/api/reports',
        vitalsSampleRate: '0.25',
      }),
    ).toEqual({
      config: {
        environment: 'staging',
        errorReports: { endpoint: '/errors/api/reports' },
        telemetry: { vitalsSampleRate: 0.25 },
      },
    });
  });

  it.each([
    ['no environment', {}, '/environment'],
    ['an unknown environment', { environment: 'prod' }, 'production, staging, local'],
    [
      'an endpoint on another origin',
      { environment: 'production', errorReports: 'https://errors.example/r' },
      '/errorReports/endpoint',
    ],
    [
      'a protocol-relative endpoint',
      { environment: 'production', errorReports: '//errors.example/r' },
      '/errorReports/endpoint',
    ],
    [
      'a rate that is not a number',
      { environment: 'production', vitalsSampleRate: 'ten percent' },
      '/telemetry/vitalsSampleRate',
    ],
    ['a rate over 1', { environment: 'production', vitalsSampleRate: '10' }, '/telemetry/vitalsSampleRate'],
  ])('refuses %s, naming the setting', (_name, input, named) => {
    const result = runtimeConfigFile(root, input);
    expect('problems' in result && result.problems.join('\n')).toContain(named);
  });
});
