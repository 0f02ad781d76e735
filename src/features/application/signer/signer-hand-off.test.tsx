import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationBody, BASE, renderJourney, statusBody, UUID, type FakeRoutes } from '../test-support/journey-kit';

const APP = `/service-application/api/v1/application/heloc/${UUID}`;
const PROFILE = '/service-profile/api/v1/profile';
const IDENTITY = '/identity/secure/api/v1_1/identity';
const CO_DEED_STATUS = '/service-application/api/v1/application/heloc/co-deed/status';
const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

afterEach(cleanup);

function routes(
  signers: string[],
  version: string,
  coDeed: [number, unknown] = [200, { applicationUuid: UUID, signerUuid: 'sig-1', status: 'INTRO' }],
): FakeRoutes {
  return {
    [`GET ${APP}`]: [
      200,
      applicationBody({
        helocSigners: signers.map((identityUuid) => ({ identityUuid })),
        additionalSignerVersion: version,
      }),
    ],
    [`GET ${PROFILE}`]: [200, { type: 'BORROWER' }],
    [`GET ${IDENTITY}`]: [
      200,
      { uuid: ME, email: 'sam@example.com', phoneNumber: '+14155550100', organizationCode: 'MERIDIAN', aliases: [] },
    ],
    [`GET ${CO_DEED_STATUS}`]: coDeed,
    [`GET ${BASE}/status`]: [200, statusBody('HMDA')],
  };
}

const calls = (fetch: ReturnType<typeof renderJourney>['fetch'], path: string) =>
  fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).length;

describe('additional signer on the main app (helocSigners, signer version v1)', () => {
  it("a borrower the application lists is handed to their signer screen: co-deed status asked, the borrower's status never", async () => {
    const { router, fetch } = renderJourney(routes([OTHER, ME], 'v1'));
    expect(await screen.findByText('signer journey')).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/account/heloc/heloc-signer/intro?application=${UUID}`,
    );
    expect(calls(fetch, CO_DEED_STATUS)).toBe(1);
    expect(calls(fetch, `${BASE}/status`)).toBe(0);
  });

  it('a 400 for the co-deed status (not a signer after all) is not retried and leads to the dashboard', async () => {
    const { router, fetch } = renderJourney(routes([ME], 'v1', [400, { status: 400, message: 'not a signer' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls(fetch, CO_DEED_STATUS)).toBe(1);
  });

  it.each([
    ['lists someone else', [OTHER], 'v1'],
    ['lists the identity under another signer version', [ME], 'v0'],
  ])(
    'the application %s: the borrower screens, and the co-deed status is never asked',
    async (_what, signers, version) => {
      const { router, fetch } = renderJourney(routes(signers, version));
      expect(await screen.findByRole('heading', { level: 1, name: 'Government monitoring information' })).toBeDefined();
      expect(router.state.location.pathname).toBe(`/account/heloc/${UUID}/start/hmda`);
      expect(calls(fetch, CO_DEED_STATUS)).toBe(0);
    },
  );

  it('an application without signers: neither the identity nor the co-deed status is asked', async () => {
    const { fetch } = renderJourney(routes([], 'v1'));
    await screen.findByRole('heading', { level: 1, name: 'Government monitoring information' });
    expect(calls(fetch, IDENTITY)).toBe(0);
    expect(calls(fetch, CO_DEED_STATUS)).toBe(0);
  });
});
