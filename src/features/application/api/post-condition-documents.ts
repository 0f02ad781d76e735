import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { Condition } from '@/generated/types/condition';
import { useHttp } from '@/renderer/http/http-context';
import { conditionsBase, conditionsQueryKey } from './get-conditions';

/** POST .../conditions/{conditionUuid}/documents: one multipart `file` field per document; answers the condition. */
function postConditionDocuments(
  http: HttpClient,
  uuid: string,
  conditionUuid: string,
  files: readonly File[],
): Promise<Condition> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return http<Condition>('POST', `${conditionsBase(uuid)}/${encodeURIComponent(conditionUuid)}/documents`, {
    body: form,
  });
}

/** Sends a condition's documents; the cached list shows it answered at once. */
export function useAnswerWithDocuments(uuid: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['application', uuid, 'conditions', 'documents'],
    mutationFn: ({ conditionUuid, files }: { conditionUuid: string; files: readonly File[] }) =>
      postConditionDocuments(http, uuid, conditionUuid, files),
    onSuccess: (answered) => {
      // The answer is the condition, cleared: show it at once, then read the list again behind it.
      queryClient.setQueryData<Condition[]>(conditionsQueryKey(uuid), (list) =>
        list?.map((c) => (c.uuid === answered.uuid ? answered : c)),
      );
      void queryClient.invalidateQueries({ queryKey: conditionsQueryKey(uuid) });
    },
  });
}
