import { describe, expect, it } from 'vitest';
import { checkUploadFile, checkUploadFiles, UPLOAD_MAX_BYTES } from './upload-file-check';

describe('checkUploadFile', () => {
  it.each([
    ['a JPEG photo', null, { name: 'front.jpg', type: 'image/jpeg', size: 1000 }],
    ['a PNG of exactly the limit', null, { name: 'front.png', type: 'image/png', size: UPLOAD_MAX_BYTES }],
    ['a PDF', null, { name: 'stub.pdf', type: 'application/pdf', size: 20 }],
    ['a .JPEG without a type', null, { name: 'photo.JPEG', type: '', size: 20 }],
    ['a HEIC photo', 'fileType', { name: 'front.heic', type: 'image/heic', size: 20 }],
    ['a text file without a type', 'fileType', { name: 'notes.txt', type: '', size: 20 }],
    ['a PNG one byte over the limit', 'fileSize', { name: 'big.png', type: 'image/png', size: UPLOAD_MAX_BYTES + 1 }],
    ['an empty PDF', 'fileEmpty', { name: 'empty.pdf', type: 'application/pdf', size: 0 }],
  ])('%s -> %s', (_name, problem, file) => {
    expect(checkUploadFile(file)).toBe(problem);
  });
});

describe('checkUploadFiles', () => {
  const pdf = { name: 'stub.pdf', type: 'application/pdf', size: 100 };
  it.each([
    ['no file', 'filesRequired', []],
    ['one PDF', null, [pdf]],
    ['three PDFs, one over the limit of two', 'tooManyFiles', [pdf, pdf, pdf]],
    ['a PDF and a Word file', 'fileType', [pdf, { ...pdf, name: 'stub.docx', type: 'application/msword' }]],
  ] as const)('%s -> %s', (_name, problem, files) => {
    expect(checkUploadFiles(files, 2)).toBe(problem);
  });
});
