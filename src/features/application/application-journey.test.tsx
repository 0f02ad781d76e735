import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationBody, BASE, renderJourney, statusBody, UUID } from './test-support/journey-kit';

const APP = `/service-application/api/v1/application/heloc/${UUID}`;
const PROFILE = '/service-profile/api/v1/profile';
const borrower = { type: 'BORROWER' };

afterEach(cleanup);

describe('ApplicationJourney', () => {
  it('routes the index by status, tracks the route event and draws the screen with its step bar', async () => {
    const { router, events } = renderJourney({
      [`GET ${APP}`]: [200, applicationBody()],
      [`GET ${PROFILE}`]: [200, borrower],
      [`GET ${BASE}/status`]: [200, statusBody('HMDA')],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Government monitoring information' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/account/heloc/${UUID}/start/hmda`);
    expect(events).toMatchObject([{ event: 'status-route', eventProperties: { status: 'HMDA', reason: 'status' } }]);
    const current = screen
      .getByRole('navigation', { name: 'Application progress' })
      .querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Basic Info');
  });

  it('the bare address shows the routing state until the screen comes, never "not found"', async () => {
    // Everything the page ever draws: the router draws the new address in a transition, so a phase
    // left outside it drew the bare address, with routing done, as a path that names no screen.
    const drawn: string[] = [];
    const observer = new MutationObserver(() => {
      for (const shown of document.querySelectorAll('h1, p'))
        if (!drawn.includes(shown.textContent)) drawn.push(shown.textContent);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderJourney({
      [`GET ${APP}`]: [200, applicationBody()],
      [`GET ${PROFILE}`]: [200, borrower],
      [`GET ${BASE}/status`]: [200, statusBody('HMDA')],
    });
    await screen.findByRole('heading', { level: 1, name: 'Government monitoring information' });
    observer.disconnect();
    expect(drawn).toContain('Government monitoring information');
    expect(drawn).not.toContain('not found');
  });

  it('a form posts its task and routes by the answer; a refusal is shown in place', async () => {
    let answer: [number, unknown] = [
      409,
      { status: 409, message: "Task 'submit-hmda' is not open while the application is OFFER_SELECTION" },
    ];
    const posted: unknown[] = [];
    const { router } = renderJourney({
      [`GET ${APP}`]: [200, applicationBody()],
      [`GET ${PROFILE}`]: [200, borrower],
      [`GET ${BASE}/status`]: [200, statusBody('HMDA')],
      [`POST ${BASE}/tasks/submit-hmda`]: (init) => (posted.push(JSON.parse(String(init.body))), answer),
    });
    await screen.findByRole('heading', { level: 1, name: 'Government monitoring information' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const ethnicity = { name: 'Ethnicity', description: /Please choose an answer for ethnicity/ };
    expect(await screen.findByRole('radiogroup', ethnicity)).toBeDefined();
    expect(posted).toEqual([]);
    const choose = (group: string, name: string) =>
      fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }));
    choose('Ethnicity', 'Hispanic or Latino');
    choose('Race', 'Asian');
    choose('Sex', 'I do not wish to provide this information');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Task 'submit-hmda' is not open while the application is OFFER_SELECTION");
    expect(posted).toEqual([
      { ethnicity: 'Hispanic or Latino', race: 'Asian', sex: 'I do not wish to provide this information' },
    ]);

    answer = [200, statusBody('APP_SUBMISSION')];
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your application summary' })).toBeDefined();
    expect(router.state.location.pathname).toBe(`/account/heloc/${UUID}/start/app-summary`);
  });

  it('without an application goes to /dashboard; a CO_DEEDER profile asks the app to reload without the token', async () => {
    const missing = renderJourney({ [`GET ${PROFILE}`]: [200, borrower] });
    await waitFor(() => expect(missing.router.state.location.pathname).toBe('/dashboard'));
    missing.unmount();
    const coDeeder = renderJourney({
      [`GET ${APP}`]: [200, applicationBody()],
      [`GET ${PROFILE}`]: [200, { type: 'CO_DEEDER' }],
    });
    await waitFor(() => expect(coDeeder.onCoDeeder).toHaveBeenCalledOnce());
  });

  it('a screen no status leads to stays when opened by a link', async () => {
    const { fetch } = renderJourney(
      {
        [`GET ${APP}`]: [200, applicationBody()],
        [`GET ${PROFILE}`]: [200, borrower],
        [`GET ${BASE}/status`]: [200, statusBody('HMDA')],
      },
      `/account/heloc/${UUID}/conditions`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Items we need from you' })).toBeDefined();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/status'))).toBe(false);
  });

  it.each([
    [true, 'Your lender pays the $180 valuation fee, so the valuation costs you nothing.'],
    [false, "The valuation fee is $180. It is included in your closing costs, so you don't pay anything today."],
  ])(
    'the valuation order says who pays the fee (fe-heloc-company-covers-appraisal %s, asked by key)',
    async (covered, words) => {
      const asked: string[] = [];
      renderJourney({
        [`GET ${APP}`]: [200, applicationBody()],
        [`GET ${PROFILE}`]: [200, borrower],
        [`GET ${BASE}/status`]: [200, statusBody('BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED' })],
        'POST /service-optimize/heloc/api/v1/feature': (init) => {
          const { featureKey } = JSON.parse(String(init.body)) as { featureKey: string };
          asked.push(featureKey);
          return [200, { featureKey, enabled: covered, variables: {} }];
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Order your home valuation' })).toBeDefined();
      expect(await screen.findByText(words, { exact: false })).toBeDefined();
      expect(screen.queryAllByText('$180', { exact: false })).toHaveLength(1);
      expect(asked).toEqual(['fe-heloc-company-covers-appraisal']);
    },
  );

  it.each([
    ['answered yes', { businessPurpose: true }, 'Mainly for a business purpose: Yes.'],
    ['answered no', { businessPurpose: false }, 'Mainly for a business purpose: No.'],
    ['not asked', {}, null],
  ])(
    'the application summary shows the business-purpose answer when the application carries one (%s)',
    async (_name, fields, line) => {
      renderJourney({
        [`GET ${APP}`]: [200, applicationBody(fields)],
        [`GET ${PROFILE}`]: [200, borrower],
        [`GET ${BASE}/status`]: [200, statusBody('APP_SUBMISSION')],
      });
      await screen.findByRole('heading', { level: 1, name: 'Review your application summary' });
      expect(screen.getByText(/^Please review what you told us/)).toBeDefined();
      expect(screen.queryByText(/Mainly for a business purpose/)?.textContent ?? null).toBe(line);
    },
  );

  it('an unknown path under the application is not found', async () => {
    renderJourney(
      {
        [`GET ${APP}`]: [200, applicationBody()],
        [`GET ${PROFILE}`]: [200, borrower],
        [`GET ${BASE}/status`]: [200, statusBody('HMDA')],
      },
      `/account/heloc/${UUID}/no/such`,
    );
    expect(await screen.findByText('not found')).toBeDefined();
  });
});
