import { describe, expect, it } from 'vitest';
import suite from './fixtures/json-schema-test-suite-conditions.json';
import { matchCondition, type ConditionSchema } from './match-condition';

// The official JSON Schema test suite (draft 2020-12), every case whose schema uses only the
// keywords the interpreter reads: the standard's own examples, not ours, including its boolean
// schemas. `$schema` at the top names the dialect; the interpreter reads only this one.
interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

const withoutDialect = (schema: unknown): ConditionSchema => {
  if (typeof schema === 'boolean') return schema;
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
  return rest as ConditionSchema;
};

// The suite's own descriptions quote JSON ('{} is valid', 'enum with [false]'); brackets become
// parentheses so a title never reads as a printed object (scripts/lib/test-title-reporter.ts).
const named = (text: string) => text.replace(/[[{]/g, '(').replace(/[\]}]/g, ')');
const groups = Object.entries(suite.files as Record<string, SuiteGroup[]>).flatMap(([file, list]) =>
  list.map((group) => ({
    name: named(`${file.replace('tests/draft2020-12/', '')}: ${group.description}`),
    group,
    cases: group.tests.map((test) => ({ ...test, name: named(test.description) })),
  })),
);

describe('matchCondition passes the JSON Schema test suite on its keywords', () => {
  it('covers the boolean schemas and every keyword it reads', () => {
    const files = Object.keys(suite.files).map((file) => file.replace('tests/draft2020-12/', ''));
    expect(files).toEqual(expect.arrayContaining(['boolean_schema.json', 'not.json', 'allOf.json', 'anyOf.json']));
    expect(groups.length).toBeGreaterThan(100);
  });

  describe.each(groups)('$name', ({ group, cases }) => {
    it.each(cases)('$name', ({ data, valid }) => {
      expect(matchCondition(withoutDialect(group.schema), data)).toBe(valid);
    });
  });
});
