import { createContext, use, type ReactNode } from 'react';
import type { HttpClient } from '@/core/http/http-client';

const HttpContext = createContext<HttpClient | null>(null);

/** The one HTTP client, created at the composition root and passed down. */
export function HttpProvider({ client, children }: { client: HttpClient; children: ReactNode }) {
  return <HttpContext value={client}>{children}</HttpContext>;
}

export function useHttp(): HttpClient {
  const client = use(HttpContext);
  if (!client) throw new Error('useHttp outside HttpProvider');
  return client;
}
