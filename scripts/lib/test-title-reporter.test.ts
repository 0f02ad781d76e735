import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import TestTitleReporter, { MAX_TITLE_CHARS } from './test-title-reporter';

/** A collected test file with tests of these titles, as the reporter reads it. */
const moduleWith = (...names: string[]) =>
  ({
    moduleId: '/repo/src/x.test.ts',
    children: { allTests: () => names.map((name) => ({ name })) },
  }) as unknown as TestModule;

describe('TestTitleReporter', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    vi.restoreAllMocks();
  });

  it('lets titles up to the limit through', () => {
    const reporter = new TestTitleReporter();
    reporter.onTestModuleCollected(moduleWith('refuses a HEIC photo', 'x'.repeat(MAX_TITLE_CHARS)));
    reporter.onTestRunEnd();
    expect(reporter.tooLong).toEqual([]);
    expect(process.exitCode).toBe(exitCode);
  });

  it('fails the run on a longer title, naming its file and its start only', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = new TestTitleReporter();
    reporter.onTestModuleCollected(moduleWith(`refuses File { ${'y'.repeat(5_000)} }`));
    reporter.onTestRunEnd();
    expect(reporter.tooLong).toEqual([`/repo/src/x.test.ts: "refuses File { ${'y'.repeat(65)}…" (5017 characters)`]);
    expect(String(error.mock.calls[0]![0]).length).toBeLessThan(300);
    expect(process.exitCode).toBe(1);
  });
});
