import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import TestTitleReporter, { MAX_TITLE_CHARS } from './test-title-reporter';

/** A collected test file with tests of these full titles (suites then test, joined by " > "). */
const moduleWith = (...fullNames: string[]) =>
  ({
    moduleId: '/repo/src/x.test.ts',
    children: {
      allTests: () => fullNames.map((fullName) => ({ name: fullName.split(' > ').at(-1)!, fullName })),
    },
  }) as unknown as TestModule;

describe('TestTitleReporter', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    vi.restoreAllMocks();
  });

  /** The report lines for titles, and whether the run failed. */
  function report(...fullNames: string[]) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = new TestTitleReporter();
    reporter.onTestModuleCollected(moduleWith(...fullNames));
    reporter.onTestRunEnd();
    return { problems: reporter.problems, failed: process.exitCode === 1 };
  }

  it('lets titles up to the limit through, braces in words too', () => {
    expect(
      report(
        'refuses a HEIC photo',
        'x'.repeat(MAX_TITLE_CHARS),
        'GET /hours/{department} > /service-operating-hours/external/api/v1/hours/OPS_CHAT, org NOPE -> 400',
        'POST .../{uuid}/tasks/{task} > 400 for an unknown offer',
        'hostLabel > [::1] -> null',
        'isValidNumber > 5 within [0, 10] is true',
        'backoff > equal jitter keeps every delay within [cap / 2, cap]',
        'fieldName > "/banners/2/apps/0" -> banners[2].apps[0]',
        "checkPageSet > rejects '{application} without an application …' with a line naming the place",
        "parseCliArgs > rejects '--workers 0'",
      ),
    ).toEqual({ problems: [], failed: false });
  });

  it('fails the run on a longer title, naming its file and its start only', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = new TestTitleReporter();
    reporter.onTestModuleCollected(moduleWith(`refuses File { ${'y'.repeat(5_000)} }`));
    reporter.onTestRunEnd();
    expect(reporter.problems).toEqual([`/repo/src/x.test.ts: "refuses File { ${'y'.repeat(65)}…" (5017 characters)`]);
    expect(String(error.mock.calls[0]![0]).length).toBeLessThan(400);
    expect(process.exitCode).toBe(1);
  });

  it.each([
    ['an object as JSON', 'GET .../states-eligibility > {"x-org":"BETA"} -> eligible'],
    ['a list of strings as JSON', 'licensed-states > licensed in ["CA","TX"], property in TX'],
    ['a list of objects as JSON', 'PUT /__sandbox/banners > 400 for [{"uuid":"b-1"}]'],
    ['a list of numbers as JSON', 'median and spread > median of [5,1,3] is 3'],
    ['a one-number list as JSON', 'dismissals > reads the stored entry [1]'],
    ['an empty object', 'waiting transitions > GEN_NOTE_SIGNING ({}) -> DEED_SIGNING'],
    ['an empty list', 'income-upload > ties the message for [] to the field'],
    ['an inspected object', 'ApplicationJourney > the summary (when { businessPurpose: true })'],
    ['an inspected object with a quoted key', "GET /hours > OPS_CHAT { 'x-org': 'NOPE' } -> 400"],
    ['an inspected list', "parseCliArgs > rejects [ '--brands', ' , ' ]"],
    ['an inspected class instance', "checkUploadFile > File{ name: 'a.pdf', size: 3 } -> null"],
    ['an object through its toString', 'contactRole > [object Object] is a broker'],
    ['a pretty-formatted object', 'x > Object { "a": 1 } -> 1'],
  ])('fails the run on %s, naming its file and its start', (_name, fullName) => {
    expect(report(fullName)).toEqual({
      problems: [`/repo/src/x.test.ts: "${fullName}" prints an object or a list`],
      failed: true,
    });
  });

  it('reads the suites of a title too, as describe.each prints them', () => {
    const fullName = `flags for {"org":"BETA"} > ${'a long describe.each row, '.repeat(4)}is on`;
    expect(report(fullName)).toEqual({
      problems: [`/repo/src/x.test.ts: "${fullName.slice(0, 80)}…" prints an object or a list`],
      failed: true,
    });
  });
});
