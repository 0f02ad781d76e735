import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_TIMINGS } from '@/core/chat/limits';
import type { BusinessHoursEntry } from '@/core/format/business-hours';
import type { HttpClient } from '@/core/http/http-client';
import type { OpenStatusResponse } from '@/generated/types/open-status-response';
import { useHttp } from '@/renderer/http/http-context';
import { CHAT_PATHS } from './chat-paths';

/** OPS_CHAT openStatus, polled every 60 seconds while the chat is shown. */
function openStatusQuery(http: HttpClient, orgCode: string) {
  return queryOptions({
    queryKey: ['chat-open-status', orgCode],
    queryFn: () =>
      http<OpenStatusResponse>('GET', CHAT_PATHS.openStatus, { headers: { 'x-org': orgCode }, external: true }),
    refetchInterval: CHAT_TIMINGS.openStatusPollMs,
  });
}

/** The OPS_CHAT week (display=true): when people are back, out of hours. */
function weekQuery(http: HttpClient, orgCode: string) {
  return queryOptions({
    queryKey: ['chat-week', orgCode],
    queryFn: () =>
      http<BusinessHoursEntry[]>('GET', CHAT_PATHS.week, {
        query: { display: true },
        headers: { 'x-org': orgCode },
        external: true,
      }),
    staleTime: 60 * 60 * 1000,
  });
}

export function useChatHours(orgCode: string) {
  const http = useHttp();
  return { open: useQuery(openStatusQuery(http, orgCode)), week: useQuery(weekQuery(http, orgCode)) };
}
