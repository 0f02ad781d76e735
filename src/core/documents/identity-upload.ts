import { flowForm, flowFormErrors } from '@/core/form/flow-forms';
import type { VerifyIdentityTask } from '@/generated/types/verify-identity';

/** The ID types of verify-identity (borrower-journey section 3: the four US ID documents). */
export type IdType = VerifyIdentityTask['idType'];

/** The photo ID form of flows/forms/: its fields, labels and words, and the checks of the chosen files. */
export const IDENTITY_UPLOAD_FORM = 'identity-upload';

/**
 * A passport has its photo and details on one page; every other ID needs its back too, while the
 * lender asks for the back (`backAsked`: the flag fe-heloc-back-of-id the screen names).
 */
export function needsBack(idType: IdType | '', backAsked = true): boolean {
  return backAsked && idType !== 'PASSPORT';
}

/** What a file field hands the checks: a browser File, or anything with its name, type and size. */
interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export interface IdentityUploadValues {
  idType: IdType | '';
  front: ChosenFile | null;
  back: ChosenFile | null;
  /** Whether the lender asks for the back of the ID; the form's rule reads it. Asked unless said. */
  backAsked?: boolean;
}

export type IdentityUploadField = 'idType' | 'front' | 'back';

/** The form's ID types in its order (the choices the borrower sees). */
export function identityUploadIdTypes(): IdType[] {
  const schema = flowForm(IDENTITY_UPLOAD_FORM).schema as { properties: { idType: { enum: IdType[] } } };
  return schema.properties.idType.enum;
}

/**
 * The words for what is wrong with a photo ID as chosen, by field, in form order: the form's
 * schema and its upload-file rule decide, with the form's words. The back of a passport (or of
 * any ID while the lender does not ask for it) is not asked for, so a back chosen before
 * switching to a passport is not checked.
 */
export function identityUploadErrors({
  idType,
  front,
  back,
  backAsked = true,
}: IdentityUploadValues): Partial<Record<IdentityUploadField, string>> {
  const file = (f: ChosenFile | null) => (f ? { name: f.name, type: f.type, size: f.size } : undefined);
  const withBack = needsBack(idType, backAsked);
  const data = { idType, front: file(front), back: withBack ? file(back) : undefined };
  const errors: Partial<Record<IdentityUploadField, string>> = {};
  for (const e of flowFormErrors(IDENTITY_UPLOAD_FORM, data)) {
    const field = e.pointer.slice(1) as IdentityUploadField;
    // The back field is not shown while the lender does not ask for it: nothing unseen is refused.
    if (field === 'back' && !withBack) continue;
    errors[field] ??= e.message;
  }
  return errors;
}
