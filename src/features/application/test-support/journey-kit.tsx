import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import type { RouteEvent } from '@/core/status/application-routing';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { ApplicationJourney } from '../application-journey';

/** Tests only: a fake back end, "METHOD /path" to [status, body] (a function may answer by request). */
export type FakeRoutes = Record<string, [number, unknown] | ((init: RequestInit) => [number, unknown])>;

export const UUID = '8f1c2d3e-0000-4000-8000-000000000001';
export const BASE = `/service-krang-heloc/borrower/secure/api/v1/${UUID}`;

export function statusBody(status: string, more: Record<string, unknown> = {}) {
  return {
    uuid: UUID,
    status,
    decision: 'SELECT',
    subDecision: 'UNVERIFIED_OFFER',
    manualNotary: false,
    waitingOnFloodCert: false,
    bpo: 'BPO_NOT_REQUIRED',
    propertyState: 'CA',
    primaryParticipantAcceptComplete: false,
    isCrypto: false,
    routingNumberPresent: false,
    ...more,
  };
}

export function applicationBody(more: Record<string, unknown> = {}): HelocApplication {
  return {
    uuid: UUID,
    loanNumber: '70000001',
    rate: null,
    amount: null,
    term: null,
    decision: 'SELECT',
    subDecision: 'UNVERIFIED_OFFER',
    status: {
      checklistStatus: 'HMDA',
      manualNotary: false,
      waitingOnFloodCert: false,
      bpo: 'BPO_NOT_REQUIRED',
      primaryParticipantAcceptComplete: false,
    },
    property: {
      street1: '12 Main St',
      street2: null,
      city: 'San Jose',
      state: 'CA',
      zip: '95112',
      occupancyType: 'HOME',
      listedForSale: false,
    },
    isCrypto: false,
    disburseAccount: null,
    offers: null,
    ...more,
  } as unknown as HelocApplication;
}

const BRAND = { orgCode: 'MERIDIAN', displayName: 'Meridian Home Credit' } as unknown as Brand;

export function renderJourney(routes: FakeRoutes, at = `/account/heloc/${UUID}`) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const entry = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    const [status, body] = typeof entry === 'function' ? entry(init) : (entry ?? [404, { message: 'Not found' }]);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const http = createHttpClient({
    fetch,
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => 'jwt', set: () => undefined, clear: () => undefined },
  });
  const events: RouteEvent[] = [];
  const onCoDeeder = vi.fn();
  const element = (
    <ApplicationJourney
      uuid={UUID}
      onRouteEvent={(e) => events.push(e)}
      onCoDeeder={onCoDeeder}
      notFound={<p>not found</p>}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/account/heloc/:uuid/*', element },
      { path: '/account/heloc/heloc-signer/*', element: <p>signer journey</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: [at] },
  );
  // window.location is what routing reads the current path from; keep it in step with the memory router.
  const sync = () => window.history.replaceState(null, '', router.state.location.pathname);
  sync();
  router.subscribe(sync);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <BrandProvider brand={BRAND}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>,
  );
  return { ...view, router, fetch, events, onCoDeeder };
}
