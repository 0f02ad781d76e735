import { useCallback } from 'react';
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

/**
 * Sends an experiment's arm once per application and page load; a failure is tried again on the
 * next visit. Nothing on the page waits for it, so it is a plain call, not a mutation: the
 * mutation observer stays out of every application screen's first load.
 */
export function useSaveExperimentOnce() {
  const http = useHttp();
  return useCallback(
    (appUuid: string, name: string, variation: VariationKey) => {
      const key = `${appUuid}:${name}`;
      if (sent.has(key)) return;
      sent.add(key);
      saveExperiment(http, appUuid, name, variation).catch(() => sent.delete(key));
    },
    [http],
  );
}
