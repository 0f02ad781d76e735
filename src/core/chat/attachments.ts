/** Allowed attachment types (platform-services.md section 5) by extension, with their MIME types. */
export const ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  amr: ['audio/amr'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  mp4: ['video/mp4', 'audio/mp4'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
};

/** Largest attachment: 10 MB (units of 1000). */
export const ATTACHMENT_MAX_BYTES = 10_000_000;

export type AttachmentProblem = 'type' | 'size' | 'empty';

export interface AttachmentLike {
  name: string;
  size: number;
  type: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be attached, or null. The extension decides; a declared MIME type must agree. */
export function attachmentProblem(file: AttachmentLike): AttachmentProblem | null {
  const types = ATTACHMENT_TYPES[extension(file.name)];
  if (!types || (file.type !== '' && !types.includes(file.type))) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}
