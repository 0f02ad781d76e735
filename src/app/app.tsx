import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createHttpClient, type HttpClient } from '@/core/http/http-client';
import { featuresQuery } from '@/features/flags/api/get-features';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { createAppRouter, HELOC_BASE } from './router';
import { localTokenStore } from './session/token-store';
import { ToastMount } from './shell/toast-mount';

/** Query defaults of the spec: no refetch on mount, focus or reconnect, and no retry. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
    },
  });
}

/**
 * The HELOC pages wait for the feature flags (maintenance switch, redesign): on those, ask for
 * them as the app starts, alongside the page's code, not after it.
 */
function prefetchFlags(queryClient: QueryClient, http: HttpClient, orgCode: string) {
  if (window.location.pathname.startsWith(HELOC_BASE))
    void queryClient.prefetchQuery(featuresQuery(http, orgCode, window.localStorage));
}

export function App({ brand }: { brand: Brand }) {
  const [http] = useState(() =>
    createHttpClient({
      fetch: (...args) => fetch(...args),
      baseUrl: '',
      orgCode: () => brand.orgCode,
      tokens: localTokenStore,
    }),
  );
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchFlags(client, http, brand.orgCode);
    return client;
  });
  const [router] = useState(createAppRouter);
  // Error reporting loads after the first render, never with the page's own code.
  useEffect(() => {
    void import('./monitoring/install-reporter').then((m) => m.installReporter(brand.orgCode)).catch(() => undefined);
  }, [brand.orgCode]);
  return (
    <BrandProvider brand={brand}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastMount />
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>
  );
}
