import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeFetch,
  memoryTokens,
  renderRoutes,
  sentBody,
  type FakeRoutes,
} from '@/features/session/test-support/session-test-kit';
import pages from '@flows/pages/login.json';
import loginForm from '@flows/forms/login.json';
import { SignerLoginRoute, SignerResumeRoute } from './signer-login-route';

const REGISTER = 'POST /identity/api/v1/registration/signer';
const STATUS = 'GET /service-application/api/v1/application/heloc/co-deed/status';
const PROFILE = 'GET /service-profile/api/v1/profile';
const profile = (profileType: string): [number, unknown] => [
  200,
  { uuid: '3f1e0000-0000-4000-8000-000000000009', type: profileType, organizationCode: 'MERIDIAN' },
];
const BASE = '/account/heloc/heloc-signer';
const copy = pages.signer.setup;
const STRONG = 'Harbor!Light42x';
const LISTED_APP = '3f1e0000-0000-4000-8000-000000000001';
const ME = '3f1e0000-0000-4000-8000-00000000000a';

function renderSigner(routes: FakeRoutes, at: string) {
  const tokens = memoryTokens();
  const fetch = fakeFetch(routes);
  const page = renderRoutes(
    [
      { path: `${BASE}/login`, element: <SignerLoginRoute /> },
      { path: `${BASE}/resume`, element: <SignerResumeRoute /> },
      { path: `${BASE}/:screen`, element: <p>signer screen</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { at, fetch, tokens },
  );
  return { tokens, fetch, ...page };
}

const password = () => screen.getByLabelText('Password', { exact: true });
const confirm = () => screen.getByLabelText('Confirm password', { exact: true });
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the signer login', () => {
  afterEach(cleanup);

  it('with an invitation token, sets up the account, stores the jwt and resumes at the signer step', async () => {
    const { tokens, fetch, router } = renderSigner(
      {
        [REGISTER]: [200, { jwt: 'signer-jwt' }],
        [PROFILE]: profile('CO_DEEDER'),
        [STATUS]: [
          200,
          {
            applicationUuid: '3f1e0000-0000-4000-8000-000000000001',
            signerUuid: '3f1e0000-0000-4000-8000-000000000002',
            status: 'IDENTITY',
          },
        ],
      },
      `${BASE}/login?token=invite-123`,
    );
    await screen.findByRole('heading', { level: 1, name: copy.title });
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(password(), { target: { value: STRONG } });
    fireEvent.change(confirm(), { target: { value: STRONG } });
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/identity`));
    expect(tokens.value).toBe('signer-jwt');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/registration/signer'))!;
    expect(String(call[0])).toContain('organization=MERIDIAN');
    expect(sentBody(call[1]!)).toEqual({ resumeToken: 'invite-123', password: STRONG });
  });

  it('checks the password before calling, with the messages tied to the fields', async () => {
    const { fetch } = renderSigner({}, `${BASE}/login?token=invite-123`);
    await screen.findByRole('heading', { level: 1, name: copy.title });
    fireEvent.change(password(), { target: { value: 'weak' } });
    fireEvent.change(confirm(), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(password().getAttribute('aria-describedby')).toBeTruthy();
    expect(descriptionOf(password())).toContain('Password is not strong enough');
    expect(descriptionOf(confirm())).toContain(copy.messages.mismatch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [404, copy.inviteNotFound],
    [409, copy.inviteUsed],
    [401, copy.inviteUsed],
  ])('a %s answer to the invitation shows its message in place', async (status, message) => {
    renderSigner({ [REGISTER]: [status, { status, message: 'no' }] }, `${BASE}/login?token=invite-123`);
    await screen.findByRole('heading', { level: 1, name: copy.title });
    fireEvent.change(password(), { target: { value: STRONG } });
    fireEvent.change(confirm(), { target: { value: STRONG } });
    fireEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: copy.signIn }).getAttribute('href')).toBe(`${BASE}/login`);
  });

  it('without a token, is the sign-in form in the signer words, with no way to start an application', async () => {
    renderSigner({}, `${BASE}/login`);
    await screen.findByRole('heading', { level: 1, name: pages.signer.title });
    expect(screen.queryByRole('link', { name: pages.login.startApplication })).toBeNull();
    expect(screen.getByLabelText(loginForm.uiSchema.email['ui:title'])).toBeTruthy();
  });

  it('resume sends a CO_DEEDER whose status answers 400 (not retried) to the dashboard', async () => {
    const { fetch, router } = renderSigner(
      { [PROFILE]: profile('CO_DEEDER'), [STATUS]: [400, { status: 400, message: 'not a signer' }] },
      `${BASE}/resume`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('co-deed/status'))).toHaveLength(1);
  });

  it('resume does not ask the co-deed status for a borrower profile', async () => {
    const { fetch, router } = renderSigner({ [PROFILE]: profile('BORROWER') }, `${BASE}/resume`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('co-deed/status'))).toHaveLength(0);
  });

  it.each([
    ['lists the borrower', 'v1', `${BASE}/sign?application=${LISTED_APP}`, 1],
    ['does not list them under v1', 'v0', '/dashboard', 0],
  ])('resume with ?application= whose helocSigners %s', async (_what, version, expected, statusCalls) => {
    const application = { uuid: LISTED_APP, helocSigners: [{ identityUuid: ME }], additionalSignerVersion: version };
    const { fetch, router } = renderSigner(
      {
        [PROFILE]: profile('BORROWER'),
        [`GET /service-application/api/v1/application/heloc/${LISTED_APP}`]: [200, application],
        ['GET /identity/secure/api/v1_1/identity']: [200, { uuid: ME }],
        [STATUS]: [
          200,
          { applicationUuid: LISTED_APP, signerUuid: '3f1e0000-0000-4000-8000-000000000002', status: 'SIGN' },
        ],
      },
      `${BASE}/resume?application=${LISTED_APP}`,
    );
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('co-deed/status'))).toHaveLength(statusCalls);
  });
});
