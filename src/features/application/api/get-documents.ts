import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { DocumentSetQuery } from '@/generated/types/document-set-query';
import type { DocumentSetResponse, DocumentSummary } from '@/generated/types/document-set-response';
import { useHttp } from '@/renderer/http/http-context';
import { applicationBase } from './application-base';

export type DocumentSet = DocumentSetQuery['set'];

export type { DocumentSummary };

/** GET BASE/documents?set=...: the documents the borrower reads before accepting or signing. */
function getDocuments(http: HttpClient, uuid: string, set: DocumentSet): Promise<DocumentSetResponse> {
  return http<DocumentSetResponse>('GET', `${applicationBase(uuid)}/documents`, { query: { set } });
}

function documentsQuery(http: HttpClient, uuid: string, set: DocumentSet) {
  return queryOptions({
    queryKey: ['application', uuid, 'documents', set],
    queryFn: () => getDocuments(http, uuid, set),
  });
}

export function useDocuments(uuid: string, set: DocumentSet) {
  return useQuery(documentsQuery(useHttp(), uuid, set));
}
