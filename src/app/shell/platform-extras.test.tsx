import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { BrandProvider } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { fakeFetch } from '@/renderer/http/test-support/fake-fetch';
import { runtimeConfigQuery } from '@/renderer/runtime-config/runtime-config';
import connection from '@flows/shell/connection.json';
import platform from '@flows/shell/platform.json';
import { testBrand } from '../test-support/test-brand';
import PlatformExtras from './platform-extras';

// The banners' own code never arrives: as when the connection drops while it is on its way.
vi.mock('@/features/banners/banner-region', () => new Promise(() => undefined));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LIVE_BANNER = {
  uuid: '0b7e0000-0000-4000-8000-0000000000a1',
  message: 'Our phone lines close early on Friday.',
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2025-04-03T10:00:00Z', updatedAt: '2025-04-03T10:00:00Z' },
};

it("tells the borrower they are offline while the banners' code is still on its way", async () => {
  const http = createHttpClient({
    fetch: fakeFetch({ [`GET ${platform.banners.files.test}`]: [200, [LIVE_BANNER]] }),
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => null, set: () => undefined, clear: () => undefined },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(runtimeConfigQuery.queryKey, {
    environment: 'local',
    errorReports: { endpoint: null },
    telemetry: { vitalsSampleRate: 0 },
  });
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
  // The live banner is known, so the banners' code is asked for (and never comes).
  await vi.waitFor(() => expect(queryClient.getQueryData(['banners', 'test'])).toEqual([LIVE_BANNER]));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect((await screen.findByRole('status')).textContent).toBe(connection.offline);
  expect(screen.queryByText('the extras load')).toBeNull();
});
