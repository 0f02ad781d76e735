import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@/core/http/http-client';
import { fakeFetch } from '@/renderer/http/test-support/fake-fetch';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { HttpProvider } from '@/renderer/http/http-context';
import { CO_DEED_BASE } from '../api/get-co-deed-status';
import { conditionSet, CONDITIONS } from '../test-support/condition-fixtures';
import { applicationBody, UUID } from '../test-support/journey-kit';
import { SignerJourney } from './signer-journey';

afterEach(cleanup);

const SIGNER = '/account/heloc/heloc-signer';

/** A signer in INTRO with the lender's conditions open, at `path`, with the flag on, off or still loading. */
function draw(path: string, conditions: boolean | undefined) {
  const fetch = fakeFetch({
    'GET /service-profile/api/v1/profile': [200, { type: 'CO_DEEDER' }],
    [`GET ${CO_DEED_BASE}/status`]: [
      200,
      { applicationUuid: UUID, signerUuid: 'b1000000-0000-4000-8000-000000000001', status: 'INTRO' },
    ],
    [`GET /service-application/api/v1/application/heloc/${UUID}`]: [200, applicationBody()],
    [`GET ${CONDITIONS}/external-applicants`]: [200, conditionSet()],
  });
  const http = createHttpClient({
    fetch,
    baseUrl: '',
    orgCode: () => 'MERIDIAN',
    tokens: { get: () => 'jwt', set: () => undefined, clear: () => undefined },
  });
  const router = createMemoryRouter([{ path: `${SIGNER}/*`, element: <Journey conditions={conditions} /> }], {
    initialEntries: [path],
  });
  render(
    <BrandProvider brand={{ orgCode: 'MERIDIAN', displayName: 'Meridian Home Credit' } as unknown as Brand}>
      <HttpProvider client={http}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HttpProvider>
    </BrandProvider>,
  );
  return router;
}

/** As the app's route draws it: the screen is the path under the signer base. */
function Journey({ conditions }: { conditions: boolean | undefined }) {
  const rest = useParams()['*'] ?? '';
  return <SignerJourney key={rest} screen={rest} notFound={<p>not found</p>} conditions={conditions} />;
}

describe('signer conditions (fe-heloc-additional-signer-conditions)', () => {
  it('with the flag on, a condition link opens the request cards whatever the co-deed status', async () => {
    const router = draw(`${SIGNER}/conditions`, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Items we need from you' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Paystubs needed' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${SIGNER}/conditions`);
    expect(screen.getByRole('link', { name: 'Upload paystubs' }).getAttribute('href')).toMatch(
      new RegExp(`^${SIGNER}/conditions/upload-document\\?conditionUuid=`),
    );
  });

  it('with the flag off, a condition link goes to the screen of the status', async () => {
    const router = draw(`${SIGNER}/conditions`, false);
    await screen.findByRole('status');
    await expect.poll(() => router.state.location.pathname).toBe(`${SIGNER}/intro`);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('flag %s: the notifications panel on the status screen (%i)', async (flag, regions) => {
    draw(`${SIGNER}/intro`, flag);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What signing as an additional signer means' }),
    ).toBeTruthy();
    if (regions) expect(await screen.findByRole('region', { name: 'Notifications' })).toBeTruthy();
    else {
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    }
  });
});
