import { describe, expect, it } from 'vitest';
import { refResolver, withoutAuthorNotes } from './author-notes';

const ID = 'https://schemas.test/flows/steps.schema.json';
const SHARED_ID = 'https://schemas.test/flows/shared.schema.json';
const shared = { $id: SHARED_ID, $defs: { note: { type: 'string', writeOnly: true } } };
const schema = {
  $id: ID,
  type: 'object',
  properties: {
    description: { $ref: '#/$defs/note' },
    title: { type: 'string' },
    steps: { type: 'array', items: { $ref: '#/$defs/step' } },
    words: { type: 'object', additionalProperties: { type: 'string' } },
  },
  $defs: {
    note: { type: 'string', writeOnly: true },
    step: {
      allOf: [{ properties: { key: { type: 'string' } } }],
      properties: {
        description: { $ref: 'shared.schema.json#/$defs/note' },
        schema: { type: 'object' },
      },
    },
  },
};
const resolve = refResolver(
  new Map<string, Record<string, unknown>>([
    [ID, schema],
    [SHARED_ID, shared],
  ]),
);
const strip = (value: unknown) => withoutAuthorNotes(value, { schema, baseId: ID }, resolve);

describe('withoutAuthorNotes', () => {
  it('leaves out the notes the schema marks writeOnly, through $ref, items and allOf', () => {
    expect(
      strip({
        description: 'why the flow is so',
        title: 'Shown',
        steps: [{ key: 'a', description: 'why step a', schema: { description: 'a form field', type: 'string' } }],
        words: { description: 'a word called description' },
      }),
    ).toEqual({
      title: 'Shown',
      steps: [{ key: 'a', schema: { description: 'a form field', type: 'string' } }],
      words: { description: 'a word called description' },
    });
  });

  it('fails loudly on a $ref it cannot resolve', () => {
    const broken = { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } };
    expect(() => withoutAuthorNotes({ a: 1 }, { schema: broken, baseId: ID }, resolve)).toThrow(/cannot resolve/);
  });
});
