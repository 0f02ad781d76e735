import { describe, expect, it } from 'vitest';
import { inlineFlowRefs } from './flow-refs';
import type { JsonDocument } from './json-document';

const doc = (file: string, value: unknown): JsonDocument => ({
  file,
  absPath: `/repo/${file}`,
  text: JSON.stringify(value),
  value,
});
const DEFS = doc('flows/shared/defs.json', {
  $defs: {
    state: { type: 'string', enum: ['AL', 'AK'] },
    address: { type: 'object', properties: { state: { $ref: '#/$defs/state' } } },
  },
  uiSchemas: { state: { 'ui:widget': 'select' } },
});

describe('inlineFlowRefs', () => {
  it('replaces a $ref to another flow file with a copy of what it names, $refs inside it too', () => {
    const steps = doc('flows/registration/steps.json', {
      schema: { properties: { home: { $ref: '../shared/defs.json#/$defs/address' } } },
      ui: { $ref: '../shared/defs.json#/uiSchemas/state' },
    });
    const { values, problems } = inlineFlowRefs([DEFS, steps]);
    expect(problems).toEqual([]);
    expect(values.get(steps.file)).toEqual({
      schema: {
        properties: { home: { type: 'object', properties: { state: { type: 'string', enum: ['AL', 'AK'] } } } },
      },
      ui: { 'ui:widget': 'select' },
    });
    expect(JSON.stringify(values.get(steps.file))).not.toContain('$ref');
  });

  it('reads #pointer in the nearest object with $defs (a form schema of its own), as JSON Schema does', () => {
    const form = {
      $defs: { kind: { enum: ['A', 'B'] } },
      type: 'object',
      properties: { kind: { $ref: '#/$defs/kind' } },
    };
    const { values, problems } = inlineFlowRefs([doc('flows/x.json', { screens: { a: { form: { schema: form } } } })]);
    expect(problems).toEqual([]);
    expect(values.get('flows/x.json')).toMatchObject({
      screens: { a: { form: { schema: { properties: { kind: { enum: ['A', 'B'] } } } } } },
    });
  });

  it.each([
    [
      'a file that does not exist',
      { $ref: '../shared/defz.json#/$defs/state' },
      'names "../shared/defz.json", but there is no flow file flows/shared/defz.json',
    ],
    [
      'a pointer to nothing',
      { $ref: '../shared/defs.json#/$defs/stat' },
      'names "../shared/defs.json#/$defs/stat", but flows/shared/defs.json has nothing at /$defs/stat (did you mean "state"?)',
    ],
    [
      'a title beside it',
      { $ref: '../shared/defs.json#/$defs/state', title: 'State' },
      'stands alone: generation replaces it with what it names, so "title" beside it would be lost',
    ],
    ['a URL', { $ref: 'https://example.com/defs.json' }, 'name a flow file by its path relative to this file'],
    ['a number', { $ref: 3 }, 'must be a text naming a flow file and a JSON pointer'],
  ])('reports a $ref it cannot inline at the $ref, and leaves it as written: %s', (_name, ref, message) => {
    const { values, problems } = inlineFlowRefs([
      DEFS,
      doc('flows/registration/steps.json', { steps: [{ field: ref }] }),
    ]);
    expect(problems).toEqual([
      {
        file: 'flows/registration/steps.json',
        pointer: '/steps/0/field/$ref',
        message: expect.stringContaining(message),
      },
    ]);
    expect(values.get('flows/registration/steps.json')).toEqual({ steps: [{ field: ref }] });
  });

  it('refuses a cycle, naming the way round', () => {
    const loop = doc('flows/shared/defs.json', { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } });
    const { problems } = inlineFlowRefs([
      loop,
      doc('flows/x.json', { field: { $ref: '../x/../shared/defs.json#/$defs/a' } }),
    ]);
    expect(problems.map((p) => p.message)).toContainEqual(expect.stringContaining('leads back to itself'));
  });
});
