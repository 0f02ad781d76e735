import { describe, expect, it, vi } from 'vitest';
import {
  createReporter,
  errorReport,
  isIgnoredError,
  MONITORING,
  reporterTarget,
  sessionSampled,
} from './error-reporter';
import validateErrorReport from '@/generated/validators/error-report-request.js';

describe('isIgnoredError', () => {
  it.each(MONITORING.ignoredErrors.map((e) => [e.match]))('ignores a network-type error containing %j', (match) => {
    expect(isIgnoredError(new TypeError(`x ${match} y`))).toBe(true);
  });

  it('ignores by name too (an AbortError) and reports anything else', () => {
    expect(isIgnoredError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(true);
    expect(isIgnoredError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isIgnoredError('plain text')).toBe(false);
  });
});

describe('sampling settings (data)', () => {
  it('reports every session and records none, as the spec sets', () => {
    expect(MONITORING.sampling).toEqual({
      sessionSampleRate: 1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    });
    expect(sessionSampled(0.999)).toBe(true);
    expect(sessionSampled(0.5, { ...MONITORING, sampling: { ...MONITORING.sampling, sessionSampleRate: 0.25 } })).toBe(
      false,
    );
  });
});

describe('createReporter', () => {
  const options = { pagePath: () => '/account/heloc/x', release: '4f0c2e1', orgCode: 'GRANITE_TRUST', random: 0.3 };

  it('sends a report for a real error, never for an ignored one', () => {
    const send = vi.fn();
    const reporter = createReporter(send, options);
    reporter.report(new TypeError('Failed to fetch'), 'unhandledrejection');
    reporter.report(new RangeError('bad'), 'error');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({
      name: 'RangeError',
      message: 'bad',
      pagePath: '/account/heloc/x',
      release: '4f0c2e1',
      orgCode: 'GRANITE_TRUST',
      source: 'error',
    });
  });

  it('sends nothing outside the sampled sessions, and a failing send raises nothing', async () => {
    const send = vi.fn();
    const sampling = { ...MONITORING.sampling, sessionSampleRate: 0.1 };
    createReporter(send, { ...options, settings: { ...MONITORING, sampling } }).report(new Error('x'), 'error');
    expect(send).not.toHaveBeenCalled();
    const failing = createReporter(() => Promise.reject(new Error('down')), options);
    expect(() => failing.report(new Error('x'), 'error')).not.toThrow();
    const throwing = createReporter(() => {
      throw new Error('down');
    }, options);
    expect(() => throwing.report(new Error('x'), 'error')).not.toThrow();
    await Promise.resolve();
  });

  it('a report keeps lengths within the schema', () => {
    const report = errorReport(new Error('m'.repeat(5000)), 'boundary', {
      pagePath: '/p',
      release: 'r',
      orgCode: 'MERIDIAN',
    });
    expect(report.message).toHaveLength(2000);
    expect(validateErrorReport(report)).toBe(true);
  });
});

describe('reporterTarget', () => {
  it('console in development, else the configured endpoint, and nothing without one', () => {
    expect(reporterTarget('development', null)).toEqual({ kind: 'console' });
    expect(reporterTarget('development', '/monitoring/api/v1/error-reports')).toEqual({ kind: 'console' });
    expect(reporterTarget('production', 'https://errors.lender.example/r')).toEqual({
      kind: 'endpoint',
      endpoint: 'https://errors.lender.example/r',
    });
    expect(reporterTarget('production', null)).toEqual({ kind: 'none' });
  });
});
