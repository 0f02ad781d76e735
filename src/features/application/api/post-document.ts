import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { UploadedDocument } from '@/generated/types/uploaded-document';
import { useHttp } from '@/renderer/http/http-context';
import { applicationBase } from './application-base';

export type { UploadedDocument };

export interface DocumentUpload {
  documentType: string;
  file: File;
}

/** POST BASE/documents as multipart/form-data (the client leaves the content type to fetch). */
function postDocument(
  http: HttpClient,
  uuid: string,
  { documentType, file }: DocumentUpload,
): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('file', file, file.name);
  return http<UploadedDocument>('POST', `${applicationBase(uuid)}/documents`, { body: form });
}

/** Uploads one file; callers send several one after another and keep the answers' uuids. */
export function useUploadDocument(uuid: string) {
  const http = useHttp();
  return useMutation({
    mutationKey: ['application', uuid, 'documents', 'upload'],
    mutationFn: (upload: DocumentUpload) => postDocument(http, uuid, upload),
  });
}
