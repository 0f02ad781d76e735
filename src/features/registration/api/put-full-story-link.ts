import type { HttpClient } from '@/core/http/http-client';
import type { FullStoryLinkRequest } from '@/generated/types/full-story-link-request';

/** PUT {heloc-base}/{uuid}/full-story-link: ties the browser session's recording to the new application. */
export function putFullStoryLink(http: HttpClient, applicationUuid: string, body: FullStoryLinkRequest): Promise<void> {
  return http<void>(
    'PUT',
    `/service-application/api/v3/application/heloc/${encodeURIComponent(applicationUuid)}/full-story-link`,
    { body },
  );
}
