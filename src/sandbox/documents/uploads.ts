import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { DocumentUploadFields } from '@/generated/types/document-upload-fields';
import type { StoredDocument } from '../heloc/application-record';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Accepted kinds, each with the first bytes a real file of that kind starts with. */
const KINDS = [
  { mime: 'image/jpeg', ext: '.jpg', magic: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', ext: '.png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { mime: 'application/pdf', ext: '.pdf', magic: [0x25, 0x50, 0x44, 0x46] },
];

const bad = (pointer: string, message: string) =>
  new HttpError(400, `${pointer.slice(1)} ${message}`, [{ pointer, message }]);

/**
 * POST .../documents (multipart/form-data: documentType, file). Checks the kind (declared type
 * and the file's own first bytes) and the size, then keeps the file under
 * <uploadsDir>/<applicationUuid>/. Answers what is recorded; the contents are never answered.
 */
export async function receiveUpload(
  c: Context,
  ctx: SandboxContext,
  applicationUuid: string,
  ownerIdentityUuid: string,
): Promise<StoredDocument> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(400, 'Request body must be multipart/form-data with documentType and file');
  }
  const form = await c.req.parseBody();
  const documentType = typeof form.documentType === 'string' ? form.documentType : undefined;
  const fields = ctx.validator.value<DocumentUploadFields>({ documentType }, 'document-upload-fields', 'Request body');
  const stored = await storeUploadedFile(ctx, applicationUuid, form.file, '/file');
  return {
    ...stored,
    documentType: fields.documentType,
    ownerIdentityUuid,
  };
}

/** A file as kept on disk: its uuid and what is shown back. */
export interface StoredFile {
  uuid: string;
  fileName: string;
  size: number;
  createdAt: string;
}

/**
 * Checks one multipart file field (JPEG, PNG or PDF by declared type and first bytes, 1 byte to
 * 10 MB) and keeps it under <uploadsDir>/<applicationUuid>/; each refusal a 400 naming `pointer`.
 */
export async function storeUploadedFile(
  ctx: SandboxContext,
  applicationUuid: string,
  file: unknown,
  pointer: string,
): Promise<StoredFile> {
  if (!(file instanceof File)) throw bad(pointer, 'is required: attach the image or PDF as the file field');
  if (file.size === 0) throw bad(pointer, 'is empty');
  if (file.size > MAX_UPLOAD_BYTES)
    throw bad(pointer, `must be at most 10 MB; this one is ${(file.size / 1024 / 1024).toFixed(1)} MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = KINDS.find((k) => k.mime === file.type.toLowerCase());
  if (!kind) throw bad(pointer, `must be a JPEG, PNG or PDF, not ${file.type || 'an unknown type'}`);
  if (!kind.magic.every((byte, i) => bytes[i] === byte)) throw bad(pointer, `is not a real ${kind.mime} file`);
  const uuid = randomUUID();
  const dir = join(ctx.uploadsDir, applicationUuid);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${uuid}${kind.ext}`), bytes);
  return {
    uuid,
    // Only a name to show back: never used as a path.
    fileName: (file.name || `upload${kind.ext}`).replace(/[/\\]/g, '_').slice(0, 200),
    size: file.size,
    createdAt: ctx.now().toISOString(),
  };
}
