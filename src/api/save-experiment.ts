import { useMutation } from '@tanstack/react-query';
import { variationSave, type VariationKey } from '@/core/experiments/experiments';
import type { HttpClient } from '@/core/http/http-client';
import type { ApplicationExperimentsRequest } from '@/generated/types/application-experiments-request';
import type { ApplicationExperimentsResponse } from '@/generated/types/application-experiments-response';
import { useHttp } from '@/renderer/http/http-context';

/**
 * Saves the arm of one experiment on the application (PATCH .../heloc/{appUuid}/experiments).
 * Without an application id it throws 'App ID is required to save experiment'. The service keeps
 * the first arm of each experiment, and this page sends each one once per application.
 */
export function saveExperiment(
  http: HttpClient,
  appUuid: string | null | undefined,
  name: string,
  variation: VariationKey,
): Promise<ApplicationExperimentsResponse> {
  const save = variationSave(appUuid, name, variation);
  const body: ApplicationExperimentsRequest = { experiments: save.experiments };
  return http<ApplicationExperimentsResponse>(
    'PATCH',
    `/service-application/api/v3/application/heloc/${encodeURIComponent(save.appUuid)}/experiments`,
    { body },
  );
}

const sent = new Set<string>();

/** Sends an experiment's arm once per application and page load; a failure is tried again on the next visit. */
export function useSaveExperimentOnce() {
  const http = useHttp();
  const mutation = useMutation({
    mutationFn: ({ appUuid, name, variation }: { appUuid: string; name: string; variation: VariationKey }) =>
      saveExperiment(http, appUuid, name, variation),
    onError: (_error, { appUuid, name }) => sent.delete(`${appUuid}:${name}`),
  });
  return (appUuid: string, name: string, variation: VariationKey) => {
    const key = `${appUuid}:${name}`;
    if (sent.has(key)) return;
    sent.add(key);
    mutation.mutate({ appUuid, name, variation });
  };
}
