import type { Reporter, TestModule } from 'vitest/node';

/**
 * The longest test title the unit run accepts. Titles print names, never objects: an it.each
 * row formatted into its title with %s once printed a whole jsdom File, 330 MB of log in one
 * run; named rows stay far below this.
 */
export const MAX_TITLE_CHARS = 300;

/**
 * A Vitest reporter beside the default one: it fails the run when a test's title is longer than
 * MAX_TITLE_CHARS, naming the file and the title's start (never the whole title).
 */
export default class TestTitleReporter implements Reporter {
  readonly tooLong: string[] = [];

  onTestModuleCollected(testModule: TestModule): void {
    for (const test of testModule.children.allTests()) {
      if (test.name.length <= MAX_TITLE_CHARS) continue;
      this.tooLong.push(`${testModule.moduleId}: "${test.name.slice(0, 80)}…" (${test.name.length} characters)`);
    }
  }

  onTestRunEnd(): void {
    if (this.tooLong.length === 0) return;
    console.error(
      [
        `Test titles longer than ${MAX_TITLE_CHARS} characters (give the it.each rows a name column):`,
        ...this.tooLong.map((line) => `  ${line}`),
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}
