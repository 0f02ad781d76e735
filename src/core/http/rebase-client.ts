import type { HttpClient } from './http-client';

/**
 * The same client with calls under `from` sent under `to` instead. The additional signer's
 * documents and tasks are the borrower's calls under the co-deed base, so the screens' widgets
 * run unchanged for a signer when the signer journey hands them this client.
 */
export function rebaseClient(http: HttpClient, from: string, to: string): HttpClient {
  return <T>(method: string, path: string, options?: Parameters<HttpClient>[2]) => {
    const rebased = path === from || path.startsWith(`${from}/`) ? `${to}${path.slice(from.length)}` : path;
    return http<T>(method, rebased, options);
  };
}
