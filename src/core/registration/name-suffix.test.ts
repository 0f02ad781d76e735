import { describe, expect, it } from 'vitest';
import flowDefs from '../../../flows/shared/defs.json';
import { suffixForServer } from './name-suffix';

describe('suffixForServer', () => {
  it.each([
    ['N/A', undefined],
    ['n/a', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['Jr', 'Jr'],
    ['IV', 'IV'],
  ])('%s -> %s', (suffix, sent) => expect(suffixForServer(suffix)).toBe(sent));

  it("sends every other entry of registration's list as it is", () => {
    const listed = flowDefs.$defs.suffix.enum.filter((s) => s !== 'N/A');
    expect(listed.map(suffixForServer)).toEqual(listed);
  });
});
