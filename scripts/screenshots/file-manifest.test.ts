import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFiles, pngSize } from './file-manifest';

describe('describeFiles', () => {
  it('lists each file once, sorted, with its sha256', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'manifest-test-'));
    await writeFile(join(dir, 'b.txt'), 'abc');
    await writeFile(join(dir, 'a.txt'), '');
    expect(await describeFiles(dir, ['b.txt', 'a.txt', 'b.txt'])).toEqual([
      { path: 'a.txt', sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', bytes: 0 },
      { path: 'b.txt', sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', bytes: 3 },
    ]);
  });
});

describe('pngSize', () => {
  it('reads width and height from the header, and nothing from other files', () => {
    const header = Buffer.from('89504e470d0a1a0a0000000d494844520000018600000834', 'hex');
    expect(pngSize(header)).toEqual({ width: 390, height: 2100 });
    expect(pngSize(Buffer.from('not a png at all, really not'))).toBeUndefined();
  });
});
