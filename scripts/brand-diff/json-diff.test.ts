import { describe, expect, it } from 'vitest';
import { diffJson, identityKey } from './json-diff';

const para = (...texts: string[]) => ({ paragraphs: texts });

describe('diffJson', () => {
  it.each([
    { name: 'key order', before: { a: 1, b: { c: 2, d: 3 } }, after: { b: { d: 3, c: 2 }, a: 1 }, changes: [] },
    {
      name: 'a value',
      before: { a: 'x' },
      after: { a: 'y' },
      changes: [{ kind: 'changed', path: ['a'], before: 'x', after: 'y' }],
    },
    {
      name: 'a type',
      before: { a: 'x' },
      after: { a: ['x'] },
      changes: [{ kind: 'changed', path: ['a'], before: 'x', after: ['x'] }],
    },
    {
      name: 'a paragraph inserted in the middle is one addition',
      before: para('one', 'three'),
      after: para('one', 'two', 'three'),
      changes: [{ kind: 'added', path: ['paragraphs', '#2'], value: 'two' }],
    },
    {
      name: 'a paragraph edited in place is one change',
      before: para('one', 'two', 'three'),
      after: para('one', 'TWO', 'three'),
      changes: [{ kind: 'changed', path: ['paragraphs', '#2'], before: 'two', after: 'TWO' }],
    },
    {
      name: 'a keyed entry removed, by its key',
      before: {
        steps: [
          { id: 'a', t: 1 },
          { id: 'b', t: 2 },
        ],
      },
      after: { steps: [{ id: 'b', t: 2 }] },
      changes: [
        { kind: 'removed', path: ['steps', 'a', 'id'], value: 'a' },
        { kind: 'removed', path: ['steps', 'a', 't'], value: 1 },
      ],
    },
    {
      name: 'keyed entries reordered',
      before: { steps: [{ path: '/a' }, { path: '/b' }, { path: '/c' }] },
      after: { steps: [{ path: '/a' }, { path: '/c' }, { path: '/b' }] },
      changes: [{ kind: 'reordered', path: ['steps'], before: ['/a', '/b', '/c'], after: ['/a', '/c', '/b'] }],
    },
    {
      name: 'a keyed entry moved and edited',
      before: {
        steps: [
          { id: 'a', t: 1 },
          { id: 'b', t: 2 },
        ],
      },
      after: {
        steps: [
          { id: 'b', t: 3 },
          { id: 'a', t: 1 },
        ],
      },
      changes: [
        { kind: 'changed', path: ['steps', 'b', 't'], before: 2, after: 3 },
        { kind: 'reordered', path: ['steps'], before: ['a', 'b'], after: ['b', 'a'] },
      ],
    },
    {
      name: 'unnamed entries in a list, keys in another order',
      before: { rows: [{ a: 1, b: [1, 2] }, 'x'] },
      after: { rows: [{ b: [1, 2], a: 1 }, 'x'] },
      changes: [],
    },
  ])('$name', ({ before, after, changes }) => {
    expect(diffJson(before, after)).toEqual(changes);
  });
});

describe('identityKey', () => {
  it.each([
    { name: 'the first of path, key, id, from, status', items: [{ key: 'x', id: 1 }], key: 'key' },
    { name: 'status codes are numbers', items: [{ status: 200 }, { status: 404 }], key: 'status' },
    { name: 'duplicates name nothing', items: [{ id: 'a' }, { id: 'a' }], key: undefined },
    { name: 'an item without the key', items: [{ id: 'a' }, { label: 'b' }], key: undefined },
    { name: 'plain strings', items: ['a', 'b'], key: undefined },
  ])('$name', ({ items, key }) => {
    expect(identityKey(items, items)).toBe(key);
  });
});
