import { describe, expect, it, vi } from 'vitest';
import type { ErrorReporter } from '@/core/reporting/error-reporter';
import { reportOnFirstError } from './report-on-first-error';

function errorEvent(error: unknown): Event {
  return Object.assign(new Event('error'), { error, message: String(error) });
}

function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('reportOnFirstError', () => {
  it('loads nothing while no error happens', () => {
    const install = vi.fn();
    reportOnFirstError(install, new EventTarget() as unknown as Window);
    expect(install).not.toHaveBeenCalled();
  });

  it('installs the reporter on the first uncaught error and reports that error', async () => {
    const win = new EventTarget() as unknown as Window;
    const reporter: ErrorReporter = { report: vi.fn() } as unknown as ErrorReporter;
    const install = vi.fn(() => Promise.resolve(reporter));
    reportOnFirstError(install, win);
    const boom = new Error('boom');
    win.dispatchEvent(errorEvent(boom));
    win.dispatchEvent(errorEvent(new Error('second, left to the reporter itself')));
    await vi.waitFor(() => expect(reporter.report).toHaveBeenCalledTimes(1));
    expect(install).toHaveBeenCalledTimes(1);
    expect(reporter.report).toHaveBeenCalledWith(boom, 'error');
  });

  it('reports a first unhandled rejection with its reason', async () => {
    const win = new EventTarget() as unknown as Window;
    const reporter = { report: vi.fn() } as unknown as ErrorReporter;
    reportOnFirstError(() => Promise.resolve(reporter), win);
    win.dispatchEvent(rejectionEvent('lost'));
    await vi.waitFor(() => expect(reporter.report).toHaveBeenCalledWith('lost', 'unhandledrejection'));
  });

  it('stops listening when the app unmounts, and a reporter that is off reports nothing', async () => {
    const win = new EventTarget() as unknown as Window;
    const install = vi.fn(() => Promise.resolve(null));
    const stop = reportOnFirstError(install, win);
    stop();
    win.dispatchEvent(errorEvent(new Error('after unmount')));
    expect(install).not.toHaveBeenCalled();
    reportOnFirstError(install, win);
    win.dispatchEvent(errorEvent(new Error('reporter off')));
    await vi.waitFor(() => expect(install).toHaveBeenCalledTimes(1));
  });
});
