import { checkUploadFile, type UploadFileProblem } from './upload-file-check';

/** The ID types of verify-identity (borrower-journey section 3: the four US ID documents). */
export const ID_TYPES = ['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID', 'PERMANENT_RESIDENT_CARD'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** A passport has its photo and details on one page; every other ID needs its back too. */
export function needsBack(idType: IdType | ''): boolean {
  return idType !== 'PASSPORT';
}

export interface IdentityUploadValues {
  idType: IdType | '';
  front: { type: string; size: number; name: string } | null;
  back: { type: string; size: number; name: string } | null;
}

export type IdentityUploadField = 'idType' | 'front' | 'back';
export const IDENTITY_UPLOAD_FIELDS: readonly IdentityUploadField[] = ['idType', 'front', 'back'];

/** Message keys; the words come from the screen's copy. */
export type IdentityUploadErrors = Partial<
  Record<IdentityUploadField, 'idTypeRequired' | 'frontRequired' | 'backRequired' | UploadFileProblem>
>;

export function validateIdentityUpload({ idType, front, back }: IdentityUploadValues): IdentityUploadErrors {
  const errors: IdentityUploadErrors = {};
  if (!idType) errors.idType = 'idTypeRequired';
  const frontProblem = front ? checkUploadFile(front) : 'frontRequired';
  if (frontProblem) errors.front = frontProblem;
  if (idType && needsBack(idType)) {
    const backProblem = back ? checkUploadFile(back) : 'backRequired';
    if (backProblem) errors.back = backProblem;
  }
  return errors;
}
