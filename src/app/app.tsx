import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createHttpClient } from '@/core/http/http-client';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { createAppRouter } from './router';
import { localTokenStore } from './session/token-store';

/** Query defaults of the spec: no refetch on mount, focus or reconnect, and no retry. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false } },
  });
}

export function App({ brand }: { brand: Brand }) {
  const [queryClient] = useState(createQueryClient);
  const [http] = useState(() => createHttpClient({ fetch: (...args) => fetch(...args), baseUrl: '', orgCode: () => brand.orgCode, tokens: localTokenStore }));
  const [router] = useState(createAppRouter);
  return (
    <BrandProvider brand={brand}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>
  );
}
