import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { BrandProvider } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { fakeFetch } from '@/renderer/http/test-support/fake-fetch';
import connection from '@flows/shell/connection.json';
import { testBrand } from '../test-support/test-brand';
import PlatformExtras from './platform-extras';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('tells the borrower they are offline after the page', async () => {
  const http = createHttpClient({
    fetch: fakeFetch({}),
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => null, set: () => undefined, clear: () => undefined },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <Suspense fallback={<p>the extras load</p>}>{<PlatformExtras slot="after" />}</Suspense> }],
    { initialEntries: ['/account/heloc/register-v2'] },
  );
  render(
    <BrandProvider brand={testBrand()}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>,
  );
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect((await screen.findByRole('status')).textContent).toBe(connection.offline);
  expect(screen.queryByText('the extras load')).toBeNull();
});
