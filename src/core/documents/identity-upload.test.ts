import { describe, expect, it } from 'vitest';
import form from '@flows/forms/identity-upload.json';
import { identityUploadErrors, identityUploadIdTypes, needsBack } from './identity-upload';

const jpg = { name: 'id.jpg', type: 'image/jpeg', size: 2048 };
const words = { ...form.messages, ...form.rules[0]!.messages };

describe('identityUploadErrors (flows/forms/identity-upload.json)', () => {
  it.each([
    ['nothing chosen', { idType: '', front: null, back: null }, { idType: words['/idType'], front: words['/front'] }],
    ['a licence without its back', { idType: 'DRIVERS_LICENSE', front: jpg, back: null }, { back: words['/back'] }],
    ['a passport, front only', { idType: 'PASSPORT', front: jpg, back: null }, {}],
    [
      'a passport with an empty back it does not need',
      { idType: 'PASSPORT', front: jpg, back: { ...jpg, size: 0 } },
      {},
    ],
    ['a state ID, both sides', { idType: 'STATE_ID', front: jpg, back: jpg }, {}],
    [
      'no ID type, a PDF known by its name',
      { idType: '', front: { ...jpg, type: '', name: 'scan.PDF' }, back: null },
      { idType: words['/idType'] },
    ],
    [
      'a GIF front and a back over 10 MB',
      {
        idType: 'PERMANENT_RESIDENT_CARD',
        front: { ...jpg, type: 'image/gif', name: 'a.gif' },
        back: { ...jpg, size: 11 * 1024 * 1024 },
      },
      { front: words.fileType, back: words.fileSize },
    ],
    ['an empty front', { idType: 'STATE_ID', front: { ...jpg, size: 0 }, back: jpg }, { front: words.fileEmpty }],
  ] as const)('%s', (_name, values, errors) => {
    expect(identityUploadErrors(values)).toEqual(errors);
  });

  it('words each failure as the identity screens always did', () => {
    expect(words).toEqual({
      '/idType': 'Please choose the type of ID',
      '/front': 'Please add a photo or scan of the front of your ID',
      '/back': 'Please add a photo or scan of the back of your ID',
      fileType: 'Please choose a JPG, PNG or PDF file',
      fileSize: 'Please choose a file of 10 MB or less',
      fileEmpty: 'This file is empty. Please choose another one',
    });
  });

  it('offers the four ID types of verify-identity, and asks for the back of every ID but a passport', () => {
    expect(identityUploadIdTypes()).toEqual(['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID', 'PERMANENT_RESIDENT_CARD']);
    expect(identityUploadIdTypes().map((type) => needsBack(type))).toEqual([true, false, true, true]);
  });

  it('asks for no back while the lender does not (fe-heloc-back-of-id off): a back chosen anyway is not checked', () => {
    expect(identityUploadIdTypes().map((type) => needsBack(type, false))).toEqual([false, false, false, false]);
    expect(identityUploadErrors({ idType: 'DRIVERS_LICENSE', front: jpg, back: null, backAsked: false })).toEqual({});
    const tooBig = { ...jpg, size: 11 * 1024 * 1024 };
    expect(identityUploadErrors({ idType: 'STATE_ID', front: jpg, back: tooBig, backAsked: false })).toEqual({});
    expect(identityUploadErrors({ idType: 'STATE_ID', front: jpg, back: null, backAsked: true })).toEqual({
      back: words['/back'],
    });
  });
});
