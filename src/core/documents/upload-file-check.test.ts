import { describe, expect, it } from 'vitest';
import { checkUploadFile, checkUploadFiles, UPLOAD_MAX_BYTES } from './upload-file-check';

describe('checkUploadFile', () => {
  it.each([
    [{ name: 'front.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'front.png', type: 'image/png', size: UPLOAD_MAX_BYTES }, null],
    [{ name: 'stub.pdf', type: 'application/pdf', size: 20 }, null],
    [{ name: 'photo.JPEG', type: '', size: 20 }, null],
    [{ name: 'front.heic', type: 'image/heic', size: 20 }, 'fileType'],
    [{ name: 'notes.txt', type: '', size: 20 }, 'fileType'],
    [{ name: 'big.png', type: 'image/png', size: UPLOAD_MAX_BYTES + 1 }, 'fileSize'],
    [{ name: 'empty.pdf', type: 'application/pdf', size: 0 }, 'fileEmpty'],
  ])('%j -> %s', (file, problem) => {
    expect(checkUploadFile(file)).toBe(problem);
  });
});

describe('checkUploadFiles', () => {
  const pdf = { name: 'stub.pdf', type: 'application/pdf', size: 100 };
  it.each([
    [[], 'filesRequired'],
    [[pdf], null],
    [[pdf, pdf, pdf], 'tooManyFiles'],
    [[pdf, { ...pdf, name: 'stub.docx', type: 'application/msword' }], 'fileType'],
  ] as const)('%j -> %s', (files, problem) => {
    expect(checkUploadFiles(files, 2)).toBe(problem);
  });
});
