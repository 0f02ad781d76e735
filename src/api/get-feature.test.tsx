import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { fakeFetch, type FakeRoutes } from '@/renderer/http/test-support/fake-fetch';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { featureQuery, useFeatureStates } from './get-feature';
import { FLAG_KEY_LIST } from '@/generated/flags/keys';

const [ON, OFF, FAILING] = FLAG_KEY_LIST;
const ROUTES: FakeRoutes = {
  'POST /service-optimize/heloc/api/v1/feature': (init) => {
    const { featureKey } = JSON.parse(String(init.body)) as { featureKey: string };
    if (featureKey === FAILING) return [500, {}];
    return [200, { featureKey, enabled: featureKey === ON, variables: {} }];
  },
};

function setUp() {
  const fetch = fakeFetch(ROUTES);
  const http = createHttpClient({
    fetch,
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => null, set: () => {}, clear: () => {} },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const brand = { orgCode: 'MERIDIAN' } as unknown as Brand;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BrandProvider brand={brand}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </HttpProvider>
    </BrandProvider>
  );
  const flagCalls = () => fetch.mock.calls.length;
  return { http, queryClient, wrapper, flagCalls };
}

describe('useFeatureStates', () => {
  it('is pending until every flag has answered; a failed call counts as off', async () => {
    const { wrapper, flagCalls } = setUp();
    const { result } = renderHook(() => useFeatureStates([ON!, OFF!, FAILING!]), { wrapper });
    expect(result.current.pending).toBe(true);
    expect([...result.current.on]).toEqual([]);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect([...result.current.on]).toEqual([ON]);
    expect(flagCalls()).toBe(3);
  });

  it('asks nothing and waits for nothing without flags', () => {
    const { wrapper, flagCalls } = setUp();
    const { result } = renderHook(() => useFeatureStates([]), { wrapper });
    expect(result.current).toEqual({ on: new Set(), pending: false });
    expect(flagCalls()).toBe(0);
  });

  it('flags already answered (each under its own key) answer in the first render, with no call', async () => {
    const { http, queryClient, wrapper, flagCalls } = setUp();
    const attributes = { orgCode: 'MERIDIAN' };
    await queryClient.prefetchQuery(featureQuery(http, ON!, attributes, null));
    await queryClient.prefetchQuery(featureQuery(http, OFF!, attributes, null));
    const before = flagCalls();
    const { result } = renderHook(() => useFeatureStates([ON!, OFF!]), { wrapper });
    expect(result.current).toEqual({ on: new Set([ON]), pending: false });
    expect(flagCalls()).toBe(before);
  });
});
