import type { Reporter, TestModule } from 'vitest/node';

/**
 * The longest test title the unit run accepts. Titles print names, never objects: an it.each
 * row formatted into its title with %s once printed a whole jsdom File, 330 MB of log in one
 * run; named rows stay far below this.
 */
export const MAX_TITLE_CHARS = 300;

/**
 * How an object or a list reads once Vitest formats it into a title (%j, %s, %o or $key), one
 * example each. A title that matches printed a row's value instead of naming the row. Words in
 * braces ("{uuid}", "[::1]", "[0, 10]") match none of them.
 */
export const PRINTED_OBJECT: readonly RegExp[] = [
  /\{"|\[\{|\["|\[\[/, // %j: {"x-org":"BETA"}, [{"a":1}], ["NJ","NY"]
  /\{\}|\[\]/, // an empty object or list, in any format
  /(^|[\s(:=,])\[(-?\d+(\.\d+)?|true|false|null)(,(-?\d+(\.\d+)?|true|false|null))*\]/, // %j: [5,1,3]
  /\{ ['"]?[\w$-]+['"]?: /, // %s, %o, $key: { businessPurpose: true }, { 'x-org': 'BETA' }
  /\[ ['"{[\d-]/, // %o, $key: [ 'a', 'b' ], [ 1, 2 ], [ { a: 1 } ]
  /\w\{ /, // a class instance or collection: File{ name: 'a.pdf' }, Map{ 1 => 2 }
  /\[object Object\]|\[Object\]|\[Array\]|Object \{|Array \[/,
];

/** The start of a title for a report line: never the whole title, which may be huge. */
const start = (title: string) => (title.length > 80 ? `${title.slice(0, 80)}…` : title);

/**
 * A Vitest reporter beside the default one: it fails the run when a test's title is longer than
 * MAX_TITLE_CHARS, or when its title or one of its suites' prints an object or a list, naming
 * the file and the title's start (never the whole title).
 */
export default class TestTitleReporter implements Reporter {
  readonly problems: string[] = [];

  onTestModuleCollected(testModule: TestModule): void {
    for (const test of testModule.children.allTests()) {
      if (test.name.length > MAX_TITLE_CHARS) {
        this.problems.push(`${testModule.moduleId}: "${start(test.name)}" (${test.name.length} characters)`);
      } else if (PRINTED_OBJECT.some((pattern) => pattern.test(test.fullName))) {
        this.problems.push(`${testModule.moduleId}: "${start(test.fullName)}" prints an object or a list`);
      }
    }
  }

  onTestRunEnd(): void {
    if (this.problems.length === 0) return;
    console.error(
      [
        `Test titles must name their rows, never print an object or a list, and stay within ${MAX_TITLE_CHARS} characters (give the it.each rows a name column):`,
        ...this.problems.map((line) => `  ${line}`),
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}
