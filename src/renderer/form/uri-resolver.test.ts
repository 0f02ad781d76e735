import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { ALL_FORM_SCHEMAS } from './test-support/all-form-schemas';
import uriResolver from './uri-resolver';

describe('uri-resolver (fast-uri stand-in)', () => {
  it.each([
    ['https://schemas.example/a/b.json', 'c.json'],
    ['https://schemas.example/a/b.json', '#/$defs/x'],
    ['https://schemas.example/a/b.json', '../d.json#/x'],
    ['https://schemas.example/a/b.json', 'https://other.example/e.json'],
  ])('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it('compares absolute URIs as fast-uri does', () => {
    expect(uriResolver.equal('https://A.example/x', 'https://a.example/x')).toBe(fastUri.equal('https://A.example/x', 'https://a.example/x'));
    expect(uriResolver.equal('https://a.example/x', 'https://a.example/y')).toBe(false);
  });

  it.each(ALL_FORM_SCHEMAS.map((f) => [f.where, f.schema] as const))('is enough for %s: no $ref or $id', (_where, schema) => {
    expect(JSON.stringify(schema)).not.toMatch(/"\$(ref|id)"/);
  });
});
