/** What the document upload accepts (src/sandbox/README.md, "Documents and uploads"): JPEG, PNG or PDF, at most 10 MB. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export type UploadFileProblem = 'fileType' | 'fileSize' | 'fileEmpty';

/** What an upload field accepts: MIME types and a largest size (a form's upload-file rule names its own). */
export interface UploadLimits {
  types: readonly string[];
  maxBytes: number;
}

const DOCUMENT_UPLOAD: UploadLimits = { types: UPLOAD_MIME_TYPES, maxBytes: UPLOAD_MAX_BYTES };

/** The problem with a chosen file, or null. Takes the File's type and size only, so it runs in Node. */
export function checkUploadFile(
  file: { type: string; size: number; name: string },
  { types, maxBytes }: UploadLimits = DOCUMENT_UPLOAD,
): UploadFileProblem | null {
  const type = file.type || typeFromName(file.name);
  if (!types.includes(type)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > maxBytes) return 'fileSize';
  return null;
}

// Some phones hand over a file without a MIME type; its extension is the next best hint.
function typeFromName(name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (
    ({ jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as Record<string, string>)[
      ext
    ] ?? ''
  );
}

export type UploadFilesProblem = UploadFileProblem | 'filesRequired' | 'tooManyFiles';

/** A set of files for one upload field: at least one, at most `max`, each acceptable. */
export function checkUploadFiles(
  files: readonly { type: string; size: number; name: string }[],
  max: number,
): UploadFilesProblem | null {
  if (files.length === 0) return 'filesRequired';
  if (files.length > max) return 'tooManyFiles';
  for (const file of files) {
    const problem = checkUploadFile(file);
    if (problem) return problem;
  }
  return null;
}
