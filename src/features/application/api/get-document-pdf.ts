import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import { useHttp } from '@/renderer/http/http-context';
import { applicationBase } from './application-base';

/** GET BASE/documents/{key}.pdf: the bytes, fetched with the bearer token (a plain link would lack it). */
function getDocumentPdf(http: HttpClient, uuid: string, key: string): Promise<ArrayBuffer> {
  return http<ArrayBuffer>('GET', `${applicationBase(uuid)}/documents/${encodeURIComponent(key)}.pdf`, {
    headers: { accept: 'application/pdf' },
  });
}

function documentPdfQuery(http: HttpClient, uuid: string, key: string) {
  // A document does not change while it is read; refetching would redraw every page.
  return queryOptions({
    queryKey: ['application', uuid, 'document-pdf', key],
    queryFn: () => getDocumentPdf(http, uuid, key),
    staleTime: Infinity,
  });
}

export function useDocumentPdf(uuid: string, key: string) {
  return useQuery(documentPdfQuery(useHttp(), uuid, key));
}
