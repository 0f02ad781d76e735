import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import type { ScreenWidgetProps, WidgetKey } from '../screen-widget';
import { fakeFetch, type FakeRoutes } from '@/renderer/http/test-support/fake-fetch';

// Widgets load lazily and fetch before they draw; on a busy machine the default 1 s is too short.
configure({ asyncUtilTimeout: 5000 });

export const UUID = '8f1c2d3e-0000-4000-8000-000000000001';
export const BASE = `/service-krang-heloc/borrower/secure/api/v1/${UUID}`;

export { fakeFetch, type FakeRoutes };

export function testApplication(extra: Record<string, unknown> = {}): HelocApplication {
  return {
    uuid: UUID,
    loanNumber: '70000001',
    status: {
      checklistStatus: 'DISBURSEMENT_ACCOUNT',
      waitingOnFloodCert: false,
      bpo: 'BPO_NOT_REQUIRED',
      primaryParticipantAcceptComplete: false,
      manualNotary: false,
    },
    decision: 'SELECT',
    subDecision: 'VERIFIED_OFFER',
    isCrypto: false,
    disburseAccount: null,
    property: {
      street1: '12 Main St',
      street2: null,
      city: 'San Jose',
      state: 'CA',
      zip: '95112',
      occupancyType: 'HOME',
      listedForSale: false,
    },
    ...extra,
  } as unknown as HelocApplication;
}

/** A flow file's screen, as the screen page hands it to the widget. */
export interface FlowScreen {
  copy?: Record<string, string>;
  options?: Record<string, unknown>;
}

export interface WidgetRender {
  screen: FlowScreen;
  screenPath: string;
  params?: Record<string, string>;
  routes?: FakeRoutes;
  application?: HelocApplication;
  /** What the task call does: resolves by default; pass an HttpError to reject. */
  taskResult?: HttpError | null;
  /** A URL (path and query, or with navigation state) to draw the widget at, inside a memory router, for widgets that read the location. */
  at?: string | { pathname: string; search?: string; state?: unknown };
}

/** Renders one widget the way the screen page does, with the one HTTP client on a fake fetch. */
export function renderWidget<K extends WidgetKey | undefined = undefined>(
  Widget: ComponentType<ScreenWidgetProps<K>>,
  {
    screen,
    screenPath,
    params = {},
    routes = {},
    application = testApplication(),
    taskResult = null,
    at,
  }: WidgetRender,
) {
  const fetch = fakeFetch(routes);
  const http = createHttpClient({
    fetch,
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => 'token-1', set: () => {}, clear: () => {} },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const submitTask = vi.fn(async (_task: string, _body: unknown) => {
    if (taskResult) throw taskResult;
  });
  const goTo = vi.fn();
  const recheck = vi.fn(async () => {});
  const props: ScreenWidgetProps<K> = {
    uuid: UUID,
    screenPath,
    params,
    application,
    copy: screen.copy ?? {},
    // The flow file's options, which npm run validate holds to the widget's schema.
    options: (screen.options ?? {}) as ScreenWidgetProps<K>['options'],
    submitTask,
    goTo,
    recheck,
  };
  const brand = { orgCode: 'MERIDIAN', displayName: 'Meridian Home Credit' } as unknown as Brand;
  const result = render(
    <BrandProvider brand={brand}>
      <HttpProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <main>
            <Suspense>
              {at === undefined ? (
                <Widget {...props} />
              ) : (
                <MemoryRouter initialEntries={[at]}>
                  <Widget {...props} />
                </MemoryRouter>
              )}
            </Suspense>
          </main>
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>,
  );
  return { ...result, fetch, submitTask, goTo, recheck, props };
}

/** The flag-by-key call (/api/v1/feature), answering each key as `on` says; a key not named is off. */
export function flagRoutes(on: Record<string, boolean>): FakeRoutes {
  return {
    'POST /service-optimize/heloc/api/v1/feature': (init) => {
      const { featureKey } = JSON.parse(String(init.body)) as { featureKey: string };
      return [200, { featureKey, enabled: on[featureKey] ?? false, variables: {} }];
    },
  };
}

/** The calls a widget made to the application's back end, leaving out the flag reads. */
export function appCalls(fetch: { mock: { calls: unknown[][] } }): [RequestInfo | URL, RequestInit | undefined][] {
  const calls = fetch.mock.calls as [RequestInfo | URL, RequestInit | undefined][];
  return calls.filter(([input]) => !String(input).includes('/service-optimize/'));
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, 'Bad Request', { status: 400, message });
}

/** The text of the elements an input's aria-describedby names. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** A field refused before any call: marked invalid, the message tied to it, focus on it. */
export function expectRefusedInPlace(field: HTMLElement, message: string): void {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(field)).toContain(message);
  expect(document.activeElement).toBe(field);
}
