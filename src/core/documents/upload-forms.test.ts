import { describe, expect, it } from 'vitest';
import {
  CONDITION_UPLOAD_FORM,
  INCOME_UPLOAD_FORM,
  INSURANCE_UPLOAD_FORM,
  uploadFieldWords,
  uploadFormErrors,
} from './upload-forms';

const MB = 1024 * 1024;
const pdf = (size = 200_000, name = 'stub.pdf') => ({ name, type: 'application/pdf', size });
const tooLarge = { name: 'scan.pdf', type: 'application/pdf', size: 10 * MB + 1 };
const wrongType = { name: 'notes.txt', type: 'text/plain', size: 1_000 };

describe('the income upload form (flows/forms/income-upload.json)', () => {
  const errors = (files: readonly { name: string; type: string; size: number }[]) =>
    uploadFormErrors(INCOME_UPLOAD_FORM, { files });

  it('takes one to five good files', () => {
    expect(errors([pdf()])).toEqual({});
    expect(errors([pdf(), pdf(10 * MB, 'b.png'), { name: 'c.jpg', type: '', size: 5 }])).toEqual({});
  });

  it("refuses a too-large file, a wrong type, an empty file, none or too many, in the form's words", () => {
    expect(errors([pdf(), tooLarge])).toEqual({ files: 'Each file must be 10 MB or less' });
    expect(errors([wrongType])).toEqual({ files: 'Please choose JPG, PNG or PDF files only' });
    expect(errors([pdf(0)])).toEqual({ files: 'One of the files is empty. Please choose it again' });
    expect(errors([])).toEqual({ files: 'Please add at least one pay stub' });
    expect(errors(Array.from({ length: 6 }, () => pdf()))).toEqual({ files: 'Please choose no more than 5 files' });
  });

  it('gives the field its words', () => {
    expect(uploadFieldWords(INCOME_UPLOAD_FORM, 'files')).toEqual({
      label: 'Pay stubs',
      hint: 'Up to 5 JPG, PNG or PDF files, each 10 MB or less.',
      chosen: 'Selected: {names}',
    });
  });
});

describe('the insurance upload form (flows/forms/insurance-upload.json)', () => {
  const errors = (file: { name: string; type: string; size: number } | null) =>
    uploadFormErrors(INSURANCE_UPLOAD_FORM, { file });

  it('takes a good file', () => {
    expect(errors(pdf())).toEqual({});
  });

  it("refuses a too-large file, a wrong type, an empty file or none, in the form's words", () => {
    expect(errors(tooLarge)).toEqual({ file: 'The file must be 10 MB or less' });
    expect(errors(wrongType)).toEqual({ file: 'Please choose a JPG, PNG or PDF file' });
    expect(errors(pdf(0))).toEqual({ file: 'The file is empty. Please choose it again' });
    expect(errors(null)).toEqual({ file: 'Please choose your declarations page' });
  });
});

describe('the condition upload form (flows/forms/condition-upload.json)', () => {
  const errors = (file: { name: string; type: string; size: number } | null) =>
    uploadFormErrors(CONDITION_UPLOAD_FORM, { file });

  it('takes a good file', () => {
    expect(errors({ name: 'id.png', type: 'image/png', size: 10 * MB })).toEqual({});
  });

  it("refuses a too-large file, a wrong type, an empty file or none, in the form's words", () => {
    expect(errors(tooLarge)).toEqual({ file: 'This file is larger than 10 MB. Please choose a smaller file' });
    expect(errors(wrongType)).toEqual({ file: 'Please choose a JPEG, PNG or PDF file' });
    expect(errors(pdf(0))).toEqual({ file: 'This file is empty. Please choose another file' });
    expect(errors(null)).toEqual({ file: 'Please choose a file' });
  });
});
