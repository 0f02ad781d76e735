import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize (units of 1000)', () => {
  it.each([
    [0, '0', 'bytes'],
    [999, '999', 'bytes'],
    [1000, '1', 'KB'],
    [15_360, '15.4', 'KB'],
    [999_949, '999.9', 'KB'],
    [999_999, '1', 'MB'],
    [2_500_000, '2.5', 'MB'],
    [10 * 1024 * 1024, '10.5', 'MB'],
  ])('%i bytes -> %s %s', (bytes, value, unit) => expect(fileSize(bytes)).toEqual({ value, unit }));
});
