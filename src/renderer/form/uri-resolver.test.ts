import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import steps from '@flows/registration/steps.json';
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

  it('is enough: step schemas use no $ref or $id', () => {
    expect(JSON.stringify(steps.steps.map((step) => step.schema))).not.toMatch(/"\$(ref|id)"/);
  });
});
