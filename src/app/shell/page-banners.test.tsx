import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { HttpProvider } from '@/renderer/http/http-context';
import { fakeFetch } from '@/renderer/http/test-support/fake-fetch';
import { runtimeConfigQuery } from '@/renderer/runtime-config/runtime-config';
import platform from '@flows/shell/platform.json';
import { PageBannerSlot, usePageBanners } from './page-banners';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LIVE = {
  uuid: '0b7e0000-0000-4000-8000-0000000000a1',
  message: 'Our phone lines close early on Friday.',
  apps: ['heloc'],
  variant: 'warn' as const,
  active: true,
  dismissable: false,
  metadata: { createdAt: '2025-04-03T10:00:00Z', updatedAt: '2025-04-03T10:00:00Z' },
};

const STEP = '/account/heloc/register-v2';

function Probe() {
  const { settled, banners } = usePageBanners(STEP);
  return <p>{settled ? `settled with ${banners?.length ?? 'no'} banners` : 'waiting'}</p>;
}

/** A page as the shell draws it: its banners once settled. */
function Page() {
  const { settled, banners } = usePageBanners(STEP);
  return settled ? <PageBannerSlot banners={banners} pathname={STEP} /> : <p>waiting</p>;
}

function renderProbe(config: boolean, published: readonly unknown[] = [LIVE], Body = Probe) {
  const http = createHttpClient({
    fetch: fakeFetch({ [`GET ${platform.banners.files.test}`]: [200, published] }),
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => null, set: () => undefined, clear: () => undefined },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (config)
    queryClient.setQueryData(runtimeConfigQuery.queryKey, {
      environment: 'local',
      errorReports: { endpoint: null },
      telemetry: { vitalsSampleRate: 0 },
    });
  // Without a configuration the query would read /config.json: keep it waiting instead.
  else queryClient.setQueryDefaults(runtimeConfigQuery.queryKey, { queryFn: () => new Promise(() => undefined) });
  render(
    <HttpProvider client={http}>
      <QueryClientProvider client={queryClient}>
        <Body />
      </QueryClientProvider>
    </HttpProvider>,
  );
}

it('lets the page be drawn once the banner file is in', async () => {
  renderProbe(true);
  expect(await screen.findByText('settled with 1 banners')).toBeTruthy();
});

it('does not hold the page longer than its wait when the file does not come', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderProbe(false);
  expect(screen.getByText('waiting')).toBeTruthy();
  await vi.advanceTimersByTimeAsync(2000);
  expect(await screen.findByText('settled with no banners')).toBeTruthy();
});

it("shows the live banners of the page's app, their code loaded with them", async () => {
  renderProbe(true, [LIVE], Page);
  expect((await screen.findByRole('region', { name: platform.banners.regionLabel })).textContent).toContain(
    LIVE.message,
  );
});

it("draws no banner when none is for the page's app", async () => {
  renderProbe(true, [{ ...LIVE, apps: ['mortgage'] }], Probe);
  expect(await screen.findByText('settled with 1 banners')).toBeTruthy();
  cleanup();
  render(<PageBannerSlot banners={[{ ...LIVE, apps: ['mortgage'] }]} pathname={STEP} />);
  expect(screen.queryByRole('region')).toBeNull();
});
