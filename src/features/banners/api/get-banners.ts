import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseBanners, type Banner } from '@/core/banners/banners';
import type { Environment } from '@/core/env/environment';
import type { HttpClient } from '@/core/http/http-client';
import { useHttp } from '@/renderer/http/http-context';
import platform from '@flows/shell/platform.json';

type BannerFile = keyof typeof platform.banners.files;

/** The production data file in production, the test variant everywhere else. */
export function bannerFileFor(environment: Environment): BannerFile {
  return environment === 'production' ? 'production' : 'test';
}

/**
 * GET the published banner data file (platform spec, section 7): never from a cache, abortable
 * (react-query aborts it when nobody needs it any more). Data of the wrong shape rejects with
 * 'Banner data does not match the expected format'; a failed fetch rejects with the server's text.
 */
export async function getBanners(http: HttpClient, file: BannerFile, signal?: AbortSignal): Promise<Banner[]> {
  const data = await http<unknown>('GET', platform.banners.files[file], { external: true, cache: 'no-store', signal });
  return parseBanners(data, platform.banners.formatError);
}

export function bannersQuery(http: HttpClient, file: BannerFile) {
  return queryOptions({
    queryKey: ['banners', file],
    queryFn: ({ signal }) => getBanners(http, file, signal),
    staleTime: 0,
  });
}

/** The banners of `file`; nothing is asked while the file is not known yet. */
export function useBanners(file: BannerFile | undefined) {
  return useQuery({ ...bannersQuery(useHttp(), file ?? 'production'), enabled: file !== undefined });
}
