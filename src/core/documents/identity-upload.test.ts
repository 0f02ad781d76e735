import { describe, expect, it } from 'vitest';
import { needsBack, validateIdentityUpload } from './identity-upload';

const jpg = { name: 'id.jpg', type: 'image/jpeg', size: 2048 };

describe('validateIdentityUpload', () => {
  it.each([
    [
      { idType: '', front: null, back: null },
      { idType: 'idTypeRequired', front: 'frontRequired' },
    ],
    [{ idType: 'DRIVERS_LICENSE', front: jpg, back: null }, { back: 'backRequired' }],
    [{ idType: 'PASSPORT', front: jpg, back: null }, {}],
    [{ idType: 'STATE_ID', front: jpg, back: jpg }, {}],
    [
      {
        idType: 'PERMANENT_RESIDENT_CARD',
        front: { ...jpg, type: 'image/gif', name: 'a.gif' },
        back: { ...jpg, size: 11 * 1024 * 1024 },
      },
      { front: 'fileType', back: 'fileSize' },
    ],
  ] as const)('%j -> %j', (values, errors) => {
    expect(validateIdentityUpload(values)).toEqual(errors);
  });

  it('asks for the back of every ID but a passport', () => {
    expect([
      needsBack('DRIVERS_LICENSE'),
      needsBack('PASSPORT'),
      needsBack('STATE_ID'),
      needsBack('PERMANENT_RESIDENT_CARD'),
    ]).toEqual([true, false, true, true]);
  });
});
