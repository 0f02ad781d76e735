import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { NotarySlotsResponse } from '@/generated/types/notary-slots-response';
import { useHttp } from '@/renderer/http/http-context';
import { applicationBase } from './application-base';

/** start and end are ISO date-times. */
export type NotarySlot = NotarySlotsResponse['slots'][number];

export interface NotarySlots {
  slots: NotarySlot[];
  /** Dollars: the manual notarization fee ($300, platform-services section 9). */
  fee: number;
}

/** GET BASE/notary/slots: open notary appointments over the next five business days. */
function getNotarySlots(http: HttpClient, uuid: string): Promise<NotarySlots> {
  return http<NotarySlots>('GET', `${applicationBase(uuid)}/notary/slots`);
}

function notarySlotsQuery(http: HttpClient, uuid: string) {
  return queryOptions({
    queryKey: ['application', uuid, 'notary', 'slots'],
    queryFn: () => getNotarySlots(http, uuid),
  });
}

export function useNotarySlots(uuid: string) {
  return useQuery(notarySlotsQuery(useHttp(), uuid));
}
