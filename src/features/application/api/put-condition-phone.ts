import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/core/http/http-client';
import type { Condition } from '@/generated/types/condition';
import { useHttp } from '@/renderer/http/http-context';
import { conditionsBase, conditionsQueryKey } from './get-conditions';

/** PUT .../conditions/{conditionUuid}/phone-number { phoneNumber }: answers a missing-phone condition. */
function putConditionPhone(
  http: HttpClient,
  uuid: string,
  conditionUuid: string,
  phoneNumber: string,
): Promise<Condition> {
  return http<Condition>('PUT', `${conditionsBase(uuid)}/${encodeURIComponent(conditionUuid)}/phone-number`, {
    body: { phoneNumber },
  });
}

/** Sends the mobile number; the cached list shows it answered at once. */
export function useAnswerWithPhone(uuid: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['application', uuid, 'conditions', 'phone'],
    mutationFn: ({ conditionUuid, phoneNumber }: { conditionUuid: string; phoneNumber: string }) =>
      putConditionPhone(http, uuid, conditionUuid, phoneNumber),
    onSuccess: (answered) => {
      // The answer is the condition, cleared: show it at once, then read the list again behind it.
      queryClient.setQueryData<Condition[]>(conditionsQueryKey(uuid), (list) =>
        list?.map((c) => (c.uuid === answered.uuid ? answered : c)),
      );
      void queryClient.invalidateQueries({ queryKey: conditionsQueryKey(uuid) });
    },
  });
}
