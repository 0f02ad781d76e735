import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createHttpClient, type TokenStore } from '@/core/http/http-client';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import type { SessionControls } from '../session-controls';
import { fakeFetch, type FakeRoutes } from '@/renderer/http/test-support/fake-fetch';

export { fakeFetch, type FakeRoutes };

export function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => void (store.value = token),
    clear: () => void (store.value = null),
  };
  return store;
}

export function testSession(
  token: string | null = null,
): SessionControls & { tokens: ReturnType<typeof memoryTokens>; clearer: ReturnType<typeof vi.fn> } {
  const clearer = vi.fn();
  return { tokens: memoryTokens(token), clearers: [clearer], clearer };
}

/** Minimal brand fields the session pages read. */
export const TEST_BRAND = {
  orgCode: 'MERIDIAN',
  displayName: 'Meridian Home Credit',
  legalName: 'Meridian Home Credit LLC',
  company: { nmls: '100001' },
  support: { phone: '(800) 555-0100', email: 'help@meridian.example' },
  footer: { termsLabel: 'Terms of Use' },
} as unknown as Brand;

/** Renders routes in a memory router with the brand, one HTTP client on `fetch`, and a fresh query client. */
export function renderRoutes(
  routes: RouteObject[],
  {
    at,
    fetch,
    tokens,
    onSessionEnded,
  }: { at: string; fetch: ReturnType<typeof fakeFetch>; tokens: TokenStore; onSessionEnded?: () => void },
) {
  const http = createHttpClient({ fetch, baseUrl: '', orgCode: () => 'MERIDIAN', tokens, onSessionEnded });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnMount: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const wrap = (children: ReactNode) => (
    <BrandProvider brand={TEST_BRAND}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </HttpProvider>
    </BrandProvider>
  );
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}

/** GET identity v1, which sign-in reads with the token it just received: answered as the signed-in identity. */
export const IDENTITY_V1: FakeRoutes = {
  'GET /identity/secure/api/v1/identity': [200, { uuid: 'identity-1', email: 'pat@example.com' }],
};

/** The JSON body a fake route received. */
export function sentBody(init: RequestInit): unknown {
  return JSON.parse(String(init.body));
}
