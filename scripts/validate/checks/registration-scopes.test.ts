import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineSpan, parseJsonDocument } from '../../lib/json-document';
import { REPO_ROOT } from '../../lib/test-support/fixture-project';
import {
  conditionPointers,
  REGISTRATION_CONDITIONS_FILE,
  scopedConditions,
  unusedConditionNames,
  written,
} from './registration-scopes';

const read = async (file: string) => {
  const abs = path.join(REPO_ROOT, file);
  return parseJsonDocument(file, abs, await readFile(abs, 'utf8'));
};

describe('registration conditions as written', () => {
  // Issue 28: a reviewer reads every registration condition in six lines or fewer.
  it.each(['flows/registration/steps.json', REGISTRATION_CONDITIONS_FILE])(
    '%s: each condition takes 6 lines or fewer',
    async (file) => {
      const doc = await read(file);
      const value = written(doc);
      const pointers =
        file === REGISTRATION_CONDITIONS_FILE
          ? Object.keys((value as { $defs: object }).$defs).map((n) => `/$defs/${n}`)
          : conditionPointers(value);
      expect(pointers.length).toBeGreaterThan(3);
      const long = pointers
        .map((pointer) => ({ pointer, lines: lineSpan(doc, pointer)!.last - lineSpan(doc, pointer)!.first + 1 }))
        .filter((c) => c.lines > 6);
      expect(long).toEqual([]);
    },
  );

  it('steps.json takes 650 lines or fewer', async () => {
    const doc = await read('flows/registration/steps.json');
    expect(doc.text.trimEnd().split('\n').length).toBeLessThanOrEqual(650);
  });

  it('finds every scoped condition, at any depth', () => {
    const value = { a: { when: { allOf: [{ scope: '/x' }, { not: { scope: '/y', schema: {} } }] } } };
    expect(scopedConditions(value)).toEqual([
      { pointer: '/a/when/allOf/0', scope: '/x' },
      { pointer: '/a/when/allOf/1/not', scope: '/y' },
    ]);
    expect(conditionPointers({ steps: [{ next: [{ when: {} }], progress: { skipWhen: {} } }] })).toEqual([
      '/steps/0/next/0/when',
      '/steps/0/progress/skipWhen',
    ]);
  });

  it('finds a named condition nobody uses', () => {
    const conditions = { $defs: { a: {}, b: { not: { $ref: '#/$defs/a' } }, c: {} } };
    const text = JSON.stringify(conditions);
    expect(unusedConditionNames(conditions, text, '{ "when": { "$ref": "conditions.json#/$defs/b" } }')).toEqual(['c']);
  });

  it('every name in conditions.json is used', async () => {
    const conditions = await read(REGISTRATION_CONDITIONS_FILE);
    const steps = await read('flows/registration/steps.json');
    expect(unusedConditionNames(written(conditions), conditions.text, steps.text)).toEqual([]);
  });
});
